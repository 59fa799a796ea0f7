import { act, fireEvent, render, screen } from "@testing-library/react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createMockEnvironment } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import { ContactForm, STATUS_FAILED, STATUS_SENDING, STATUS_SENT } from "./ContactForm.tsx";

function setup(initialMessage?: string) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ContactForm initialMessage={initialMessage} />
    </RelayEnvironmentProvider>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
  };
  const submit = () => fireEvent.submit(screen.getByRole("button", { name: "Send message" }).closest("form")!);
  const status = () => screen.getByRole("status").textContent;
  return { environment, field, fill, submit, status };
}

const filled = {
  "First name": "  Rashid",
  "Last name": "Khan  ",
  Email: "rashid@example.ae",
  Phone: "+971501234567",
  Message: "20 t of HMS 1 in Sharjah",
};

describe("ContactForm", () => {
  it("has the five required fields, email as type email and phone as type tel", () => {
    const { field, status } = setup();
    for (const label of ["First name", "Last name", "Email", "Phone", "Message"]) expect(field(label).required).toBe(true);
    expect(field("Email").getAttribute("type")).toBe("email");
    expect(field("Phone").getAttribute("type")).toBe("tel");
    expect((field("First name") as HTMLInputElement).name).toBe("firstName");
    expect((field("Last name") as HTMLInputElement).name).toBe("lastName");
    expect(status()).toBe("");
  });

  it("sends name (joined and trimmed), email, phone, tour '' and message; then shows success and clears the form", async () => {
    const { environment, fill, submit, status, field } = setup();
    fill(filled);
    submit();
    expect(status()).toBe(STATUS_SENDING);
    expect(STATUS_SENDING).toBe("Sending...");
    expect(screen.getByRole("button", { name: "Send message" })).toHaveProperty("disabled", true);

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("useSendEnquiryMutation");
    expect(operation.request.variables.input).toEqual({
      name: "Rashid Khan",
      email: "rashid@example.ae",
      phone: "+971501234567",
      tour: "",
      message: "20 t of HMS 1 in Sharjah",
    });

    await act(async () => {
      environment.mock.resolve(operation, {
        data: { sendEnquiry: { __typename: "SendEnquiryPayload", receivedAt: "2026-11-21T10:00:00.000Z" } },
      });
    });
    expect(status()).toBe(STATUS_SENT);
    expect(STATUS_SENT).toBe("Message sent successfully!");
    for (const label of Object.keys(filled)) expect(field(label).value).toBe("");
  });

  it("joins only the first name when the last name is blank, without a trailing space", () => {
    const { environment, fill, submit } = setup();
    fill({ ...filled, "First name": "Rashid", "Last name": "   " });
    submit();
    expect(environment.mock.getMostRecentOperation().request.variables.input.name).toBe("Rashid");
  });

  it.each([
    ["an InputError", { __typename: "InputError", message: "Email is not valid", fieldErrors: [] }],
    ["a RateLimitError", { __typename: "RateLimitError", message: "Too many requests", retryAfterSeconds: 30 }],
  ])("shows the failure text for %s and keeps what was typed", async (_name, result) => {
    const { environment, fill, submit, status, field } = setup();
    fill(filled);
    submit();
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { sendEnquiry: result } });
    });
    expect(status()).toBe(STATUS_FAILED);
    expect(STATUS_FAILED).toBe("Failed to send message. Please try again.");
    expect(field("Email").value).toBe("rashid@example.ae");
    expect(screen.getByRole("button", { name: "Send message" })).toHaveProperty("disabled", false);
  });

  it("shows the failure text when the request fails", async () => {
    const { environment, fill, submit, status } = setup();
    fill(filled);
    submit();
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error("Failed to fetch"));
    });
    expect(status()).toBe(STATUS_FAILED);
  });

  it("starts with the message a product page passed on", () => {
    const { field } = setup("Enquiry about Tyre Wire: ");
    expect(field("Message").value).toBe("Enquiry about Tyre Wire: ");
  });
});
