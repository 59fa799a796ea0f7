import { describe, expect, it } from "vitest";
import { multipartBody } from "./upload.ts";

describe("multipartBody (the GraphQL multipart request spec)", () => {
  it("sends the operation with null in the file's place, a map to that variable, then the file", () => {
    const file = new File(["%PDF-1.4"], "lading.pdf", { type: "application/pdf" });
    const body = multipartBody(
      { name: "useAttachFileMutation", text: "mutation useAttachFileMutation { x }" },
      { input: { entryId: "Q29udGFpbmVyOjE=", file: null }, other: 1 },
      { "input.file": file },
    );
    expect([...body.keys()]).toEqual(["operations", "map", "0"]);
    expect(JSON.parse(body.get("operations") as string)).toEqual({
      query: "mutation useAttachFileMutation { x }",
      operationName: "useAttachFileMutation",
      variables: { input: { entryId: "Q29udGFpbmVyOjE=", file: null }, other: 1 },
    });
    expect(JSON.parse(body.get("map") as string)).toEqual({ 0: ["variables.input.file"] });
    const sent = body.get("0") as File;
    expect(sent.name).toBe("lading.pdf");
    expect(sent.size).toBe(8);
  });

  it("sets each file's place to null, whatever the variables held there, and numbers the parts in order", () => {
    const body = multipartBody(
      { name: "Two", text: "mutation Two { x }" },
      { a: { file: "ignored" }, b: { c: { file: 3 } } },
      { "a.file": new Blob(["1"]), "b.c.file": new Blob(["2"]) },
    );
    expect(JSON.parse(body.get("operations") as string).variables).toEqual({ a: { file: null }, b: { c: { file: null } } });
    expect(JSON.parse(body.get("map") as string)).toEqual({ 0: ["variables.a.file"], 1: ["variables.b.c.file"] });
  });
});
