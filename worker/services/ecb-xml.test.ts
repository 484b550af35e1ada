import { describe, expect, it } from "vitest";
import { ECB_XML_MAX_CHARS, EcbFormatError, parseEcbDailyXml } from "./ecb-xml";

const day = (body: string, time = "2024-06-28") =>
  `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
\t<Cube>
\t\t<Cube time='${time}'>
${body}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;

// The ECB's layout: single quotes, tabs, one rate cube a line.
const REAL_LAYOUT = day(
  [
    "\t\t\t<Cube currency='USD' rate='1.0705'/>",
    "\t\t\t<Cube currency='JPY' rate='171.94'/>",
    "\t\t\t<Cube currency='GBP' rate='0.84638'/>",
    "\t\t\t<Cube currency='HUF' rate='395.10'/>",
    "\t\t\t<Cube currency='IDR' rate='17487.21'/>",
  ].join("\n"),
);

describe("parseEcbDailyXml", () => {
  it("reads the date and every rate of the ECB daily file", () => {
    expect(parseEcbDailyXml(REAL_LAYOUT)).toEqual({
      asOf: "2024-06-28",
      base: "EUR",
      rates: { USD: 1.0705, JPY: 171.94, GBP: 0.84638, HUF: 395.1, IDR: 17487.21 },
    });
  });

  it.each([
    ["double quotes and a space before />", `<Cube><Cube time="2024-06-28"><Cube currency="USD" rate="1.0705" /></Cube></Cube>`],
    ["no envelope, one line", `<Cube><Cube time='2024-06-28'><Cube currency='USD' rate='1.0705'/></Cube></Cube>`],
    ["attributes in the other order", `<Cube><Cube time='2024-06-28'><Cube rate='1.0705' currency='USD'/></Cube></Cube>`],
  ])("accepts %s", (_, xml) => {
    expect(parseEcbDailyXml(xml)).toEqual({ asOf: "2024-06-28", base: "EUR", rates: { USD: 1.0705 } });
  });

  it("leaves absent currencies absent (ARS and TWD are not ECB reference currencies)", () => {
    const table = parseEcbDailyXml(REAL_LAYOUT);
    expect(table.rates.ARS).toBeUndefined();
    expect(table.rates.TWD).toBeUndefined();
    expect(table.rates.EUR).toBeUndefined();
  });

  it.each([
    ["an HTML error page", "<!doctype html><html><body><h1>503 Service Unavailable</h1></body></html>", /no <Cube time=/],
    ["an empty body", "", /no <Cube time=/],
    ["a truncated file", REAL_LAYOUT.slice(0, REAL_LAYOUT.indexOf("time=") + 8), /no <Cube time=/],
    ["a day without rates", day(""), /no rates/],
    ["a self-closing day", `<Cube><Cube time='2024-06-28'/></Cube>`, /a day without rates/],
    ["two days (the 90-day file)", day("<Cube currency='USD' rate='1.07'/></Cube><Cube time='2024-06-27'><Cube currency='USD' rate='1.07'/>"), /more than one day/],
    ["a rate before the day", `<Cube><Cube currency='USD' rate='1.07'/><Cube time='2024-06-28'><Cube currency='JPY' rate='171'/></Cube></Cube>`, /a rate before/],
    ["an impossible date", day("<Cube currency='USD' rate='1.07'/>", "2024-02-30"), /time: must be a real calendar date/],
    ["a date in another format", day("<Cube currency='USD' rate='1.07'/>", "28.06.2024"), /time: must be a date as YYYY-MM-DD/],
    ["a rate that is not a number", day("<Cube currency='USD' rate='n/a'/>"), /rate must be a decimal number/],
    ["a negative rate", day("<Cube currency='USD' rate='-1.07'/>"), /rate must be a decimal number/],
    ["a zero rate", day("<Cube currency='USD' rate='0'/>"), /rate must be positive/],
    ["an exponent", day("<Cube currency='USD' rate='1e3'/>"), /rate must be a decimal number/],
    ["a lower-case code", day("<Cube currency='usd' rate='1.07'/>"), /currency must be an ISO 4217 code/],
    ["a currency twice", day("<Cube currency='USD' rate='1.07'/><Cube currency='USD' rate='1.08'/>"), /USD is listed twice/],
    ["EUR as a rate", day("<Cube currency='EUR' rate='1'/>"), /EUR is the base/],
    ["a rate cube without its rate", day("<Cube currency='USD'/>"), /unexpected <Cube> attributes: currency/],
    ["an unknown attribute", day("<Cube currency='USD' rate='1.07' source='x'/>"), /unexpected <Cube> attributes/],
    ["a repeated attribute", day("<Cube currency='USD' currency='GBP' rate='1.07'/>"), /attribute currency repeated/],
    ["an unquoted attribute", day("<Cube currency=USD rate='1.07'/>"), /unreadable attributes/],
    ["an open rate cube", day("<Cube currency='USD' rate='1.07'></Cube>"), /not self-closing/],
    ["an oversized body", day(`<!-- ${"x".repeat(ECB_XML_MAX_CHARS)} --><Cube currency='USD' rate='1.07'/>`), /larger than/],
  ])("refuses %s", (_, xml, reason) => {
    expect(() => parseEcbDailyXml(xml)).toThrow(EcbFormatError);
    expect(() => parseEcbDailyXml(xml)).toThrow(reason);
  });
});
