import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "../build/server/index.js";
import { createApp } from "./app";

const handleRemix = createRequestHandler(build as unknown as ServerBuild, "production");

const app = createApp((request, context) => handleRemix(request, context));

export default app;
