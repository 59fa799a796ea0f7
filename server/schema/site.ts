import { builder } from "../builder.ts";
import { config } from "../config.ts";

const SiteInfo = builder.objectRef<typeof config.site>("SiteInfo").implement({
  description: "The company's public contact details, for the header, footer and contact page.",
  fields: (t) => ({
    companyName: t.exposeString("companyName"),
    address: t.exposeString("address"),
    phone: t.exposeString("phone"),
    generalEmail: t.exposeString("generalEmail", { description: "General queries." }),
    salesEmail: t.exposeString("salesEmail", { description: "Sales enquiries." }),
  }),
});

builder.queryField("siteInfo", (t) => t.field({ type: SiteInfo, resolve: () => config.site }));
