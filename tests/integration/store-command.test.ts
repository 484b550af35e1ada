// Issue 22 item 10: the operator command `npm run store -- validate` refuses what `set` refuses,
// against the namespace (here the local state: nothing stored, so every store has its defaults).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultStoreConfig } from "../../app/domain/store-config";
import { ROOT } from "../support/worker";

const dir = mkdtempSync(join(tmpdir(), "store-validate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function validate(name: string, doc: object) {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const r = spawnSync("npx", ["tsx", "scripts/store.ts", "validate", file], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  return { status: r.status, output: r.stdout + r.stderr };
}

describe("npm run store -- validate", () => {
  it("accepts the defaults", () => {
    const r = validate("defaults", defaultStoreConfig(3));
    expect(r.output).toContain("valid");
    expect(r.status).toBe(0);
  }, 60_000);

  it.each([
    ["another store's host name", { ...defaultStoreConfig(3), hostNames: [defaultStoreConfig(12).hostNames[0]] }, "is claimed by stores 3 and 12"],
    ["localhost with a port", { ...defaultStoreConfig(3), hostNames: ["localhost:8787"] }, "hostNames.0: must be a lower-case DNS name"],
    ["markup in brandName", { ...defaultStoreConfig(3), brandName: "<b>Stagefront</b>" }, "brandName: must be plain text"],
  ])("refuses %s, as set does", (name, doc, problem) => {
    const r = validate(name.replace(/\W+/g, "-"), doc);
    expect(r.output).toContain(problem);
    expect(r.status).toBe(1);
  }, 60_000);
});
