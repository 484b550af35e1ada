// What storefront pages read from the catalog (D1), as the worker serves it to loaders through
// `context.storefront.services.catalog`. Types only: the queries live in worker/services/listings.ts.

export interface CatalogReader {}
