/**
 * The Relay-bound parts of the layout, loaded lazily so the shell paints before Relay arrives:
 * the root route's query (LayoutQuery) and the slots that show siteInfo in the header and footer.
 */
import { use, type ReactNode } from "react";
import { graphql, RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { LayoutQuery, LayoutQuery$data } from "../__generated__/LayoutQuery.graphql.ts";
import { environment } from "../relay/environment.ts";
import { preloadQuery } from "../relay/preload.ts";
import { PUBLIC_REQUEST } from "../relay/publicRequest.ts";
import { FooterDetails, FooterOwner } from "./Footer.relay.tsx";
import { HeaderBrandName } from "./Header.relay.tsx";

const layoutQuery = graphql`
  query LayoutQuery {
    siteInfo {
      ...Header_siteInfo
      ...Footer_siteInfo
    }
  }
`;

export type LayoutQueryRef = PreloadedQuery<LayoutQuery>;

/** Called by the root route's loader. */
export function preloadLayoutQuery(): LayoutQueryRef {
  return preloadQuery<LayoutQuery>(layoutQuery, {}, PUBLIC_REQUEST);
}

interface SlotProps {
  queryRef: Promise<LayoutQueryRef>;
}

function Reader({ queryRef, render }: SlotProps & { render: (siteInfo: LayoutQuery$data["siteInfo"]) => ReactNode }) {
  const data = usePreloadedQuery<LayoutQuery>(layoutQuery, use(queryRef));
  return <>{render(data.siteInfo)}</>;
}

function slot(render: (siteInfo: LayoutQuery$data["siteInfo"]) => ReactNode) {
  return function Slot({ queryRef }: SlotProps) {
    return (
      <RelayEnvironmentProvider environment={environment}>
        <Reader queryRef={queryRef} render={render} />
      </RelayEnvironmentProvider>
    );
  };
}

export const HeaderBrandSlot = slot((s) => <HeaderBrandName siteInfo={s} />);
export const FooterDetailsSlot = slot((s) => <FooterDetails siteInfo={s} />);
export const FooterOwnerSlot = slot((s) => <FooterOwner siteInfo={s} />);
