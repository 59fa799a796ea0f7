import { graphql, useFragment } from "react-relay/hooks";
import type { Header_siteInfo$key } from "../__generated__/Header_siteInfo.graphql.ts";
import { useCompanyNameForTitles } from "../components/pageMeta.ts";

/** The company name next to the logo; it also completes every page title. */
export function HeaderBrandName({ siteInfo }: { siteInfo: Header_siteInfo$key }) {
  const data = useFragment(
    graphql`
      fragment Header_siteInfo on SiteInfo {
        companyName
      }
    `,
    siteInfo,
  );
  useCompanyNameForTitles(data.companyName);
  return <span className="brand__name">{data.companyName}</span>;
}
