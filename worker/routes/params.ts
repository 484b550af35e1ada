import { z } from "zod";
import { isStoreId } from "../../app/domain/stores";

/** Query-string booleans: true, false, 1, 0 (any case); anything else is refused. */
export const QueryBoolean = z
  .string()
  .regex(/^(true|false|1|0)$/i, "must be true or false")
  .transform((v) => v === "1" || v.toLowerCase() === "true");

/** shstore: a store id of spec §3 (1–28 without 25). */
export const ShstoreParam = z
  .string()
  .regex(/^\d{1,3}$/, "must be a store id")
  .transform(Number)
  .refine(isStoreId, "is not a store (1–28, there is no store 25)");

export const UnitParam = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(["mi", "miles", "km", "kilometers"], { message: "must be mi or km" }))
  .transform((v) => (v.startsWith("k") ? "km" : "mi") as "mi" | "km");

export const RowsParam = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^-?\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be at least 1").max(max, `must be at most ${max}`))
    .default(String(fallback) as never);
