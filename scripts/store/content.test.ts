import { describe, expect, it } from "vitest";
import { contentKey, type Components, type SiteNav } from "../../app/domain/content";
import { CommandError } from "./commands";
import { sitePathProblem } from "../../app/domain/content";
import { contentVersionKey, NO_VERSION, readVersion } from "../../app/domain/versions";
import { readContent, runContentCommand, validateContent } from "./content";
import { memoryStore } from "./memory-store";

const COMPONENTS: Components = {
  subCatNav: {
    cities: [
      { name: "Lisboa", webURI: "/lisboa-tickets/geography/2267057/" },
      { name: "Porto", webURI: "/porto-tickets/geography/2735943/" },
    ],
    vip: [{ name: "VIP", webURI: "/vip-bilhetes/" }],
  },
};

const SITE_NAV: SiteNav = {
  discovery: [
    {
      id: "concerts",
      type: "menu",
      label: "Concerts",
      webURI: "/concertos/",
      layer: 1,
      index: 0,
      items: [
        { id: "concerts-view-all", type: "link", label: "View All", webURI: "/concertos/", parent: "concerts", layer: 2, index: 0 },
        { id: "festivals", type: "link", label: "Festivals", href: "https://festivals.example.com/pt", target: "_blank", layer: 2, index: 1 },
      ],
    },
  ],
};

const json = (value: unknown) => JSON.stringify(value);

/** Runs `content ...` against an in-memory store and fake files; a CommandError becomes exit 1 with its text. */
async function run(argv: string[], kv = memoryStore(), files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  let code: number;
  let error: CommandError | undefined;
  try {
    code = await runContentCommand(argv, {
      withStore: (fn) => fn(kv),
      readDocument: (path) => {
        if (path === undefined || !(path in files)) throw new CommandError(`cannot read ${path}`);
        return files[path]!;
      },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      target: "local",
    });
  } catch (e) {
    if (!(e instanceof CommandError)) throw e;
    error = e;
    code = 1;
  }
  const errorText = error ? [error.message, ...error.details].join("\n") : "";
  return { code, out: out.join("\n"), err: err.join("\n"), error: errorText, kv };
}

describe("npm run store -- content: happy paths", () => {
  const stored = () =>
    memoryStore({ [contentKey(7, "components")]: json(COMPONENTS), [contentKey(7, "site-nav")]: json(SITE_NAV) });

  it.each([
    {
      name: "get with nothing authored says generated defaults are served",
      argv: ["get", "7", "components"],
      kv: memoryStore,
      out: "",
      err: "nothing authored; generated defaults (from the D1 catalog) are served",
    },
    { name: "get prints the authored components", argv: ["get", "7", "components"], kv: stored, out: '"Lisboa"', err: "authored document (served)" },
    { name: "get prints the authored site-nav", argv: ["get", "7", "site-nav", "--remote"], kv: stored, out: '"concerts-view-all"', err: "served" },
    { name: "validate components", argv: ["validate", "components", "c.json"], kv: memoryStore, out: "c.json: valid components document", err: "" },
    { name: "validate site-nav", argv: ["validate", "site-nav", "n.json"], kv: memoryStore, out: "n.json: valid site-nav document", err: "" },
    {
      name: "diff against nothing authored lists every field as new",
      argv: ["diff", "7", "components", "c.json"],
      kv: memoryStore,
      out: '+ subCatNav.cities.0.webURI: "/lisboa-tickets/geography/2267057/"',
      err: "nothing authored",
    },
    { name: "diff against the same document", argv: ["diff", "7", "site-nav", "n.json"], kv: stored, out: "no differences", err: "" },
    {
      name: "diff against a changed document",
      argv: ["diff", "7", "components", "c2.json"],
      kv: stored,
      out: '- subCatNav.cities.1.name: "Porto"\n+ subCatNav.cities.1.name: "Braga"',
      err: "",
    },
  ])("$name", async ({ argv, kv, out, err }) => {
    const files = {
      "c.json": json(COMPONENTS),
      "n.json": json(SITE_NAV),
      "c2.json": json({ subCatNav: { ...COMPONENTS.subCatNav, cities: [COMPONENTS.subCatNav.cities![0], { name: "Braga", webURI: "/porto-tickets/geography/2735943/" }] } }),
    };
    const store = kv();
    const before = new Map(store.data);
    const r = await run(argv, store, files);
    expect(r.error).toBe("");
    expect(r.code).toBe(0);
    if (out) expect(r.out).toContain(out);
    else expect(r.out).toBe("");
    expect(r.err).toContain(err);
    expect(store.writes).toBe(0);
    expect(store.data).toEqual(before);
  });

  it.each([
    ["components", COMPONENTS],
    ["site-nav", SITE_NAV],
  ] as const)("set %s writes the whole document under its key", async (kind, doc) => {
    const kv = memoryStore({ [contentKey(7, kind)]: json(kind === "components" ? { subCatNav: {} } : { discovery: [] }) });
    const r = await run(["set", "7", kind, "doc.json"], kv, { "doc.json": JSON.stringify(doc, null, 2) });
    expect(r.code).toBe(0);
    expect(r.out).toBe(`store 7 ${kind}: authored document written (local)`);
    expect(r.err).toContain("900 s");
    // The document, then the store's content version: pages show it at the next read (ADR 017).
    expect(kv.writes).toBe(2);
    expect(JSON.parse(kv.data.get(contentKey(7, kind))!)).toEqual(doc);
    expect([...kv.data.keys()]).toEqual([contentKey(7, kind), contentVersionKey(7)]);
    expect(readVersion(kv.data.get(contentVersionKey(7)))).not.toBe(NO_VERSION);
  });

  it("delete removes the authored document, and only that one", async () => {
    const kv = stored();
    const r = await run(["delete", "7", "components"], kv);
    expect(r.code).toBe(0);
    expect(r.out).toBe("store 7 components: authored document deleted (local); generated defaults are served");
    expect(kv.data.has(contentKey(7, "components"))).toBe(false);
    expect(kv.data.has(contentKey(7, "site-nav"))).toBe(true);
    expect(readVersion(kv.data.get(contentVersionKey(7)))).not.toBe(NO_VERSION);
    expect((await run(["get", "7", "components"], kv)).err).toContain("generated defaults");
  });

  it("delete with nothing authored writes nothing", async () => {
    const kv = memoryStore();
    const r = await run(["delete", "7", "site-nav"], kv);
    expect(r.code).toBe(0);
    expect(r.out).toContain("nothing authored");
    expect(kv.writes).toBe(0);
  });
});

describe("npm run store -- content: invalid documents are refused, naming the field", () => {
  const withCity = (webURI: string) => json({ subCatNav: { cities: [{ name: "Lisboa", webURI }] } });
  const withItem = (item: object) => json({ discovery: [{ ...SITE_NAV.discovery[0], items: [{ ...SITE_NAV.discovery[0]!.items![0], ...item }] }] });

  it.each([
    ["components", 'subCatNav.cities[0].webURI: must be a site-relative path starting with "/"', withCity("https://evil.example/")],
    ["components", "subCatNav.cities[0].webURI: must be a site-relative path, not protocol-relative", withCity("//evil.example/")],
    ["components", "subCatNav.cities[0].webURI: must not contain", withCity("/\\evil.example/")],
    ["components", "subCatNav.cities[0].webURI: must not contain", withCity("/\t/evil.example/")],
    ["components", "subCatNav.cities[0].webURI:", withCity("javascript:alert(1)")],
    ["components", "subCatNav.cities[0].webURI:", withCity("")],
    ["components", "subCatNav.vip[0].name:", json({ subCatNav: { vip: [{ name: "", webURI: "/vip/" }] } })],
    ["components", '(root): unknown key "extra"', json({ subCatNav: { cities: [] }, extra: 1 })],
    ["components", "subCatNav.1 cities: invalid key: list names are short identifiers", json({ subCatNav: { "1 cities": [] } })],
    ["components", "subCatNav:", json({ discovery: [] })],
    ["site-nav", "discovery[0].items[0].webURI: must be a site-relative path", withItem({ webURI: "//evil.example/" })],
    ["site-nav", "discovery[0].items[0].href: must be a site-relative path or an http(s) address", withItem({ href: "javascript:alert(1)" })],
    ["site-nav", "discovery[0].items[0].href:", withItem({ href: "//evil.example/" })],
    ["site-nav", "discovery[0].items[0].layer:", withItem({ layer: 9 })],
    ["site-nav", 'discovery[0]: unknown key "colour"', json({ discovery: [{ ...SITE_NAV.discovery[0], colour: "red" }] })],
    ["site-nav", "not valid JSON", "{"],
  ] as const)("%s: %s", async (kind, message, text) => {
    const original = json(kind === "components" ? COMPONENTS : SITE_NAV);
    const files = { "bad.json": text };
    for (const argv of [
      ["validate", kind, "bad.json"],
      ["diff", "7", kind, "bad.json"],
      ["set", "7", kind, "bad.json"],
    ]) {
      const kv = memoryStore({ [contentKey(7, kind)]: original });
      const r = await run(argv, kv, files);
      expect(r.code, argv.join(" ")).toBe(1);
      expect(r.error, argv.join(" ")).toContain(message);
      expect(kv.writes).toBe(0);
      expect(kv.data.get(contentKey(7, kind))).toBe(original);
    }
  });

  it("reports every problem at once, schema and links together", () => {
    const text = json({ subCatNav: { cities: [{ name: "", webURI: "//a" }, { name: "B", webURI: "https://b" }] } });
    const err = (() => {
      try {
        validateContent("components", text);
      } catch (e) {
        return e as CommandError;
      }
    })();
    expect(err?.details).toEqual([
      expect.stringMatching(/^subCatNav\.cities\[0\]\.name: /),
      expect.stringMatching(/^subCatNav\.cities\[0\]\.webURI: /),
      expect.stringMatching(/^subCatNav\.cities\[1\]\.webURI: /),
    ]);
  });
});

describe("npm run store -- content: arguments", () => {
  const files = { "c.json": json(COMPONENTS) };

  it.each(["0", "25", "29", "abc", "3.5", "-1"])("refuses store id %s in every subcommand that takes one", async (id) => {
    for (const argv of [
      ["get", id, "components"],
      ["diff", id, "components", "c.json"],
      ["set", id, "components", "c.json"],
      ["delete", id, "components"],
    ]) {
      const kv = memoryStore();
      const r = await run(argv, kv, files);
      expect(r.code).toBe(1);
      expect(r.error).toContain("storeId must be one of 1, 2, 3");
      expect(kv.writes).toBe(0);
    }
  });

  it.each(["component", "sitenav", "config", "Components"])("refuses document kind %s in every subcommand", async (kind) => {
    for (const argv of [
      ["get", "7", kind],
      ["validate", kind, "c.json"],
      ["diff", "7", kind, "c.json"],
      ["set", "7", kind, "c.json"],
      ["delete", "7", kind],
    ]) {
      const kv = memoryStore();
      const r = await run(argv, kv, files);
      expect(r.code).toBe(1);
      expect(r.error).toContain("document must be one of components, site-nav");
      expect(kv.writes).toBe(0);
    }
  });

  it.each([
    [["get", "7"], "expected 2 arguments, got 1"],
    [["set", "7", "components"], "expected 3 arguments, got 2"],
    [["delete", "7", "components", "extra"], "expected 2 arguments, got 3"],
    [["set", "7", "components", "c.json", "--force"], "unknown option --force"],
    [["publish", "7", "components"], "unknown content subcommand publish"],
    [["set", "7", "components", "missing.json"], "cannot read missing.json"],
  ])("refuses %j", async (argv, message) => {
    const kv = memoryStore();
    const r = await run(argv, kv, files);
    expect(r.code).toBe(1);
    expect(r.error).toContain(message);
    expect(kv.writes).toBe(0);
  });

  it("takes --namespace-id's value as an option, not as a positional", async () => {
    const r = await run(["get", "7", "components", "--remote", "--namespace-id", "abc"]);
    expect(r.code).toBe(0);
  });
});

describe("what is already stored", () => {
  it.each([
    ["a link off the site", json({ subCatNav: { cities: [{ name: "X", webURI: "//evil.example" }] } })],
    ["an empty name", json({ subCatNav: { cities: [{ name: "", webURI: "/x/" }] } })],
    ["text that is not JSON", "{"],
  ])("get flags %s and exits 1", async (_name, text) => {
    const kv = memoryStore({ [contentKey(7, "components")]: text });
    const authored = await readContent(kv, 7, "components");
    expect(authored).toMatchObject({ state: "invalid" });
    const r = await run(["get", "7", "components"], kv);
    expect(r.code).toBe(1);
    expect(r.err).toContain("serves generated defaults");
    expect(r.out).toBe(text);
  });
});

describe("sitePathProblem", () => {
  it.each(["/", "/lisboa-tickets/geography/2267057/", "/search?q=a%20b#top", "/a//b"])("accepts %j", (path) => {
    expect(sitePathProblem(path)).toBeNull();
  });

  it.each(["", "lisboa/", "https://evil.example/", "//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil", " /x", "/a b"])(
    "refuses %j",
    (path) => {
      expect(sitePathProblem(path)).not.toBeNull();
    },
  );
});
