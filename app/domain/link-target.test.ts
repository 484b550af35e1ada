import { describe, expect, it } from "vitest";
import { classifyLink, isScriptLike } from "./link-target";

// A stand-in for the application's route table: the spec §2.1 shapes and the §2.2 account area.
const APP_ROUTES = [
  /^\/$/,
  /^\/(?:[a-z]{2}\/)?(?:event|category|performer)\/\d+\/?$/,
  /^\/find\/s\/?$/,
  /^\/my\//,
  /^\/sell\/?$/,
];
const isAppRoute = (path: string) => APP_ROUTES.some((route) => route.test(path));

describe("classifyLink (spec §2.1: route, plain link or button)", () => {
  it.each([
    // not a full address and matches an application route: navigates inside the application
    ["/", { kind: "route", to: "/" }],
    ["/event/123/", { kind: "route", to: "/event/123/" }],
    ["/fr/category/1/", { kind: "route", to: "/fr/category/1/" }],
    ["/find/s/?q=adele", { kind: "route", to: "/find/s/?q=adele" }],
    ["/my/orders/#latest", { kind: "route", to: "/my/orders/#latest" }],
    ["  /sell/  ", { kind: "route", to: "/sell/" }],
    // relative but no application route: plain link
    ["/help/contact-us/", { kind: "link", href: "/help/contact-us/" }],
    ["#fan-protection", { kind: "link", href: "#fan-protection" }],
    // full addresses: plain links
    [
      "https://support.stagefront.example/hc/en-us",
      { kind: "link", href: "https://support.stagefront.example/hc/en-us" },
    ],
    ["http://localhost/event/1/", { kind: "link", href: "http://localhost/event/1/" }],
    ["//cdn.stagefront.example/event/1/", { kind: "link", href: "//cdn.stagefront.example/event/1/" }],
    ["/\\evil.example/event/1/", { kind: "link", href: "/\\evil.example/event/1/" }],
    ["\\\\evil.example/", { kind: "link", href: "\\\\evil.example/" }],
    ["mailto:help@stagefront.example", { kind: "link", href: "mailto:help@stagefront.example" }],
    ["tel:+18005551234", { kind: "link", href: "tel:+18005551234" }],
  ] as const)("%j → %o", (target, expected) => {
    expect(classifyLink(target, isAppRoute)).toEqual(expected);
  });

  it.each([
    // empty targets
    [null],
    [undefined],
    [""],
    ["   "],
    ["\t\n"],
    ["#"],
    [" # "],
    // script-like targets
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    ["  javascript:alert(1)"],
    ["\u0000\u001fjavascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["java\nscr\ript:alert(1)"],
    ["vbscript:msgbox(1)"],
    ["VBScript:msgbox(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["DATA:text/html;base64,PHNjcmlwdD4="],
    ["javascript&colon;alert(1)"],
    ["&#106;avascript:alert(1)"],
    ["&#x6A;avascript:alert(1)"],
    ["%6Aavascript:alert(1)"],
    ["javascript%3Aalert(1)"],
    ["%256Aavascript:alert(1)"],
    ["java&Tab;script:alert(1)"],
  ])("%j behaves as a button", (target) => {
    expect(classifyLink(target, isAppRoute)).toEqual({ kind: "button" });
  });

  it("asks the route table about the path only, without query or hash", () => {
    const seen: string[] = [];
    classifyLink("/find/s/?q=adele#top", (path) => (seen.push(path), true));
    expect(seen).toEqual(["/find/s/"]);
  });

  it("never asks the route table about full addresses", () => {
    const asked = (target: string) => {
      let called = false;
      classifyLink(target, () => ((called = true), true));
      return called;
    };
    expect(asked("https://example.com/event/1/")).toBe(false);
    expect(asked("//example.com/event/1/")).toBe(false);
    expect(asked("/event/1/")).toBe(true);
  });
});

describe("isScriptLike", () => {
  it.each([
    ["javascript:void(0)", true],
    ["/javascript/", false],
    ["/event/data:1/", false],
    ["https://example.com/?next=javascript:alert(1)", false],
    ["/100%/", false],
  ])("%j → %s", (target, expected) => {
    expect(isScriptLike(target)).toBe(expected);
  });
});
