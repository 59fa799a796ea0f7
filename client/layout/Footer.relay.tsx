import { graphql, useFragment } from "react-relay/hooks";
import type { Footer_siteInfo$key } from "../__generated__/Footer_siteInfo.graphql.ts";
import { telHref } from "../components/contactLinks.ts";

const footerFragment = graphql`
  fragment Footer_siteInfo on SiteInfo {
    companyName
    address
    phone
    generalEmail
  }
`;

/** The company block of the footer: name, address, phone and e-mail from siteInfo. */
export function FooterDetails({ siteInfo }: { siteInfo: Footer_siteInfo$key }) {
  const data = useFragment(footerFragment, siteInfo);
  return (
    <>
      <p className="site-footer__company">{data.companyName}</p>
      <address className="site-footer__address">
        <span>{data.address}</span>
        <span>
          Phone: <a href={telHref(data.phone)}>{data.phone}</a>
        </span>
        <span>
          E-mail: <a href={`mailto:${data.generalEmail}`}>{data.generalEmail}</a>
        </span>
      </address>
    </>
  );
}

export function FooterOwner({ siteInfo }: { siteInfo: Footer_siteInfo$key }) {
  return <>{useFragment(footerFragment, siteInfo).companyName}</>;
}
