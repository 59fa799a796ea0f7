import { builder } from "../builder.ts";
import { config } from "../config.ts";

const SiteInfoRef = builder.objectRef<typeof config.site>("SiteInfo").implement({
  description: "The company's public contact details, for the header, footer and contact page.",
  fields: (t) => ({
    companyName: t.exposeString("companyName", { description: "The trading company's name." }),
    address: t.exposeString("address", { description: "Its postal address." }),
    phone: t.exposeString("phone", { description: "Its phone number." }),
    generalEmail: t.exposeString("generalEmail", { description: "General queries." }),
    salesEmail: t.exposeString("salesEmail", { description: "Sales enquiries." }),
    timeZone: t.string({
      description: "The company's IANA time zone: what today means for a new container or payment, and the clock of change times.",
      resolve: () => config.timeZone,
    }),
  }),
});

builder.queryField("siteInfo", (t) =>
  t.field({ type: SiteInfoRef, description: "The company's public contact details.", resolve: () => config.site }),
);
