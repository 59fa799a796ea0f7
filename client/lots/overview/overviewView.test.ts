import { describe, expect, it } from "vitest";
import { readOverviewView, saveOverviewView, type OverviewView } from "./overviewView.ts";

const view: OverviewView = { order: { field: "BALANCE", direction: "ASC" }, search: "P-01", openOnly: true, count: 40, scrollY: 862 };
const signIn = (id: string) => localStorage.setItem("user", JSON.stringify({ id, name: id }));

describe("the overview's view, kept for the tab", () => {
  it("comes back for the same user and page (any letter case), and not for another user signed in on the tab", () => {
    signIn("VXNlcjox");
    saveOverviewView("/add-lot", view);
    expect(readOverviewView("/add-lot")).toEqual(view);
    expect(readOverviewView("/ADD-LOT")).toEqual(view);
    expect(readOverviewView("/addlotbuyer")).toBeNull();
    signIn("VXNlcjoy");
    expect(readOverviewView("/add-lot")).toBeNull();
  });

  it("anything unreadable in storage counts as no view", () => {
    signIn("VXNlcjox");
    sessionStorage.setItem("lotsOverview:VXNlcjox:/add-lot", "{not json");
    expect(readOverviewView("/add-lot")).toBeNull();
    sessionStorage.setItem("lotsOverview:VXNlcjox:/add-lot", JSON.stringify({ ...view, count: "40" }));
    expect(readOverviewView("/add-lot")).toBeNull();
  });
});
