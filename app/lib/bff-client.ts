/**
 * The browser's client of the BFF: Hono's typed client over the BFF's own route types, so a
 * call's path, query parameters and answer are checked against worker/bff.ts at compile time.
 * The import of AppType is a type import (STYLE §2): nothing of the worker reaches the bundle.
 */
import { hc } from "hono/client";
import type { AppType } from "../../worker/bff";

import { BFF_BASE } from "../domain/constants";

export { BFF_BASE };

/** Calls the BFF on this origin, e.g. `bff.search.suggest.v3.$get({ query }, { init: { signal } })`. */
export const bff = hc<AppType>(BFF_BASE);
