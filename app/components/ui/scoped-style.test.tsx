import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NonceProvider } from "../../lib/nonce";
import { useScopedStyle } from "./scoped-style";

function Bar({ width }: { width: number }) {
  const scoped = useScopedStyle({ "": { display: "block" }, ".fill": { width: `${width}%` } });
  return (
    <div {...scoped.attributes}>
      {scoped.element}
      <div className="fill" />
    </div>
  );
}

describe("useScopedStyle: per-element values without a style attribute (docs/decisions/023)", () => {
  it("renders a nonce'd <style> whose rules are scoped to the element, and no style attribute", () => {
    const { container } = render(
      <NonceProvider value="abc123">
        <Bar width={40} />
      </NonceProvider>,
    );
    const host = container.firstElementChild!;
    const scope = host.getAttribute("data-ui-style");
    expect(scope).toMatch(/^[A-Za-z0-9_-]+$/);
    const style = host.querySelector("style")!;
    expect(style.getAttribute("nonce")).toBe("abc123");
    expect(style.textContent).toBe(`[data-ui-style=${scope}]{display:block}[data-ui-style=${scope}] .fill{width:40%}`);
    expect(container.querySelector("[style]")).toBeNull();
  });

  it("server-renders the rules as markup, unescaped (a <style> reads entities literally)", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(
      <NonceProvider value="n">
        <Bar width={40} />
      </NonceProvider>,
    );
    const css = /<style nonce="n">([^<]*)<\/style>/.exec(html)?.[1];
    expect(css).toMatch(/^\[data-ui-style=[A-Za-z0-9_-]+\]\{display:block\}\[data-ui-style=[A-Za-z0-9_-]+\] \.fill\{width:40%\}$/);
  });

  it("two elements get two scopes", () => {
    const { container } = render(
      <>
        <Bar width={10} />
        <Bar width={90} />
      </>,
    );
    const scopes = [...container.querySelectorAll("[data-ui-style]")].map((e) => e.getAttribute("data-ui-style"));
    expect(new Set(scopes).size).toBe(2);
  });
});
