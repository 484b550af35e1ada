// A listing's price, per ticket and in total, with its breakdown one click away (issue 25 item 6,
// ADR 027): a <details> disclosure, so it opens without JavaScript. The figures come from
// listingPrice (app/domain/all-in-price.ts); money arrives formatted (`priceTexts`, keyed by
// amount: see breakdownAmounts), words in the page's language (ctx.words.priceBreakdown).
import type { ListingPrice } from "../../domain/all-in-price";
import { numberFormat } from "../../domain/intl-formats";
import { pluralForm } from "../../domain/plural";
import { fillPlaceholders as fill } from "../ui/ui-labels";
import type { PriceBreakdownWords } from "./ticket-labels";

export interface PriceBreakdownProps {
  price: ListingPrice;
  priceTexts: Readonly<Record<number, string>>;
  words: PriceBreakdownWords;
  /** The page's locale: plural rules and numbers. */
  locale: string;
}

export function PriceBreakdown({ price, priceTexts, words, locale }: PriceBreakdownProps) {
  const money = (amount: number) => priceTexts[amount] ?? "";
  const count = numberFormat(locale).format(price.quantity);
  const perTicketText = fill(words.perTicket, { amount: money(price.perTicket) });
  return (
    <div className="price-breakdown">
      <p className="price-breakdown__price">
        <strong>{price.mode === "all-in" ? perTicketText : fill(words.plusFees, { amount: perTicketText })}</strong>
        {price.mode === "all-in" ? <span className="price-breakdown__note"> · {words.allIn}</span> : null}
      </p>
      <p className="price-breakdown__total">
        {fill(pluralForm(words.totalFor, price.quantity, locale), { count })}: <strong>{money(price.total)}</strong>
      </p>
      <details className="price-breakdown__details">
        <summary>{words.show}</summary>
        <table>
          <caption>{words.heading}</caption>
          <tbody>
            {price.lines.map((line, i) => (
              <tr key={i}>
                <th scope="row">{line.kind === "price" ? words.ticketPrice : words.fee[line.kind]}</th>
                <td>
                  {line.per === "order" && price.mode === "itemised"
                    ? fill(words.perOrder, { amount: money(line.total) })
                    : fill(words.perTicket, { amount: money(line.perTicket) })}
                </td>
                <td>{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{words.total}</th>
              <td>{price.mode === "all-in" ? perTicketText : null}</td>
              <td>{money(price.total)}</td>
            </tr>
          </tfoot>
        </table>
        {price.optionalFees.length > 0 ? (
          <ul className="price-breakdown__optional">
            {price.optionalFees.map((fee, i) => (
              <li key={i}>
                {words.fee[fee.kind]}: {fill(fee.per === "ticket" ? words.perTicket : words.perOrder, { amount: money(fee.amount) })} ({words.optional})
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </div>
  );
}
