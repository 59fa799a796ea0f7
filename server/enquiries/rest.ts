import { json, type Route } from "../rest/http.ts";
import { sendEnquiry } from "./enquiries.ts";

export const contactRoutes: Route[] = [
  {
    method: "POST",
    path: "/api/contact",
    handle: async ({ body, clientAddress }) => {
      const enquiry = await sendEnquiry(
        await body({ name: "text", email: "text", phone: "text", message: "text", tour: "text" }),
        clientAddress,
      );
      return json({ message: "Message sent successfully!", receivedAt: enquiry.receivedAt }, 201);
    },
  },
];
