// Server only: the event page's view for the server render. The browser loads the same component
// lazily (app/routes/storefront-page.tsx), so home, category and search pages do not carry the
// event page's ticket list, filters, map and breakdown in their scripts (130 KiB budget, ADR 024);
// the server renders it at once, so the HTML is whole with and without JavaScript.
export { EventPage } from "../../components/pages/event-page";
