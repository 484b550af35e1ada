import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { httpsOnly } from "./https-only";

const app = new Hono();
app.use("*", httpsOnly);
app.all("*", (c) => c.text("served"));

describe("httpsOnly: http to https on every non-local host", () => {
  it.each([
    ["http://de.stagefront.example/find/s/?q=adele", "GET", 301, "https://de.stagefront.example/find/s/?q=adele"],
    ["http://www.stagefront.example/", "HEAD", 301, "https://www.stagefront.example/"],
    ["http://tickets.example:8080/login/signup/", "POST", 308, "https://tickets.example/login/signup/"],
    ["http://www.stagefront.example/bfx-content/api/iam/logout", "POST", 308, "https://www.stagefront.example/bfx-content/api/iam/logout"],
  ])("%s (%s) moves with %i to %s", async (url, method, status, location) => {
    const res = await app.request(url, { method });
    expect(res.status).toBe(status);
    expect(res.headers.get("location")).toBe(location);
    expect(await res.text()).toBe("");
  });

  it.each([
    "http://127.0.0.1:8787/",
    "http://localhost:8787/",
    "http://de.localhost:8787/",
    "http://127.9.9.9/find/s/",
    "http://[::1]:8787/",
    "https://www.stagefront.example/",
  ])("%s is served as it is", async (url) => {
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("served");
  });

  it("a path that looks like another origin stays on this host", async () => {
    const res = await app.request("http://www.stagefront.example//evil.example/%2F..");
    expect(new URL(res.headers.get("location")!).host).toBe("www.stagefront.example");
  });
});
