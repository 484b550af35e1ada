// Remix v2, classic compiler, server build for Cloudflare Workers (workerd).
// The server build is not a worker by itself: worker/index.ts imports it and
// wrangler bundles the two into one module (see docs/decisions/001-stack-and-versions.md).

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: "app",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverBuildPath: "build/server/index.js",
  serverPlatform: "neutral",
  serverConditions: ["workerd", "worker", "browser"],
  serverMainFields: ["browser", "module", "main"],
  serverModuleFormat: "esm",
  serverMinify: false,
  serverDependenciesToBundle: [],
  ignoredRouteFiles: ["**/*"],
  // Routes are declared here, not by file name. The catalogue's addresses (home,
  // browse, search, event: spec §2.1, with an optional SEO slug and language
  // segment in either order) share one splat page module that asks
  // app/domain/address.ts what the address is; the fixed paths (sign-in, sell,
  // /my/, the preference form, the design system, health checks) have a module
  // each. No chunk name carries a `$` (TOOLCHAIN: such chunk URLs cost a 307 from
  // the asset server).
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route("healthz", "routes/healthz.tsx", { id: "healthz" });
      // The bare page route: the document pipeline with nothing of its own (the SSR budget's base).
      route("healthz/page", "routes/healthz-page.tsx", { id: "healthz-page" });
      // The preference form's target (filters, informational currency): POST only.
      route("preferences", "routes/preferences.tsx", { id: "preferences" });
      // Not in any menu; the one page that ships every widget of app/components/ui.
      route("design-system", "routes/design-system.tsx", { id: "design-system" });
      route(":lang/design-system", "routes/design-system.tsx", { id: "design-system-lang" });
      // The splat does not match "/" (a root splat leaves the outlet empty there): home needs the index.
      route(undefined, "routes/storefront-page.tsx", { index: true, id: "storefront-home" });
      // Sign in or create an account (spec §2.2 /login/signup/ with a redirect parameter).
      route("login/signup", "routes/sign-in-page.tsx", { id: "sign-in" });
      route(":lang/login/signup", "routes/sign-in-page.tsx", { id: "sign-in-lang" });
      // The sell entry (spec §2.2 /sell/) and the sell-flow paths of spec §2.3, with or without a
      // language segment (checked against the store's languages in the loaders).
      route("sell", "routes/sell-page.tsx", { id: "sell" });
      route(":lang/sell", "routes/sell-page.tsx", { id: "sell-lang" });
      route("sell/:step", "routes/sell-step.tsx", { id: "sell-step" });
      route(":lang/sell/:step", "routes/sell-step.tsx", { id: "sell-step-lang" });
      // The signed-in area (spec §2.2 /my/...) and the guest order lookup: one module resolves
      // every /my/ path (unknown ones are 404), with or without a language segment.
      route("my", "routes/account-page.tsx", { id: "account" });
      route("my/*", "routes/account-page.tsx", { id: "account-splat" });
      route(":lang/my", "routes/account-page.tsx", { id: "account-lang" });
      route(":lang/my/*", "routes/account-page.tsx", { id: "account-lang-splat" });
      route("*", "routes/storefront-page.tsx", { id: "storefront-page" });
    });
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
