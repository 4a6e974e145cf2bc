// Generated from api/openapi.json by packages/platform/scripts/api-types.mjs (openapi-typescript).
// Do not edit: change the API, then run `npm run openapi` at the repository root.
// src/types/api.ts names these shapes for the apps (Product, Order, User, ...).

export interface paths {
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail: every change to orders, products, units and users, newest first
         * @description Filter by entityType and entityId (one record's history, e.g. entityType=order&entityId=ORD0042), actor (an e-mail) and from/to (UTC days, both included). One page ({ data, pagination }); page 1 and 20 rows unless asked (limit at most 100). Bad parameters get a 400 naming each one.
         */
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages sent from the Contact page, newest first (admins and staff; page 1 and 20 rows unless asked, limit at most 100) */
        get: operations["ContactController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every coupon, newest first, with how many bookings used it */
        get: operations["CouponsController_list"];
        put?: never;
        /** Create a coupon: percent or rupees off the rental charges, with dates, a minimum order, use limits and optionally categories or products */
        post: operations["CouponsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One coupon with its uses (order, customer, discount), newest first */
        get: operations["CouponsController_get"];
        /** Edit a coupon (every field; active: false deactivates it). Its uses so far stay */
        put: operations["CouponsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery set-up: zones and fees, windows and capacity, free-delivery threshold, weekdays */
        get: operations["DeliveryAdminController_setup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delivery/distance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The shop's location and the fees by distance from it (up to N km: fee) for addresses in no city zone; the list replaces the bands. Used only while the server has a geocoder (GEOCODER_URL); a matching city zone always wins */
        put: operations["DeliveryAdminController_distance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delivery/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The free-delivery threshold and the weekdays the van runs */
        put: operations["DeliveryAdminController_settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delivery/windows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a time window and how many stops (deliveries and collections) it holds a day */
        post: operations["DeliveryAdminController_createWindow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delivery/windows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a window's times or capacity (booked orders keep their times) */
        put: operations["DeliveryAdminController_updateWindow"];
        post?: never;
        /** Stop offering a window (booked orders keep their times) */
        delete: operations["DeliveryAdminController_deleteWindow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delivery/zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a city the shop delivers to, with its fee (delivery and collection, before tax) */
        post: operations["DeliveryAdminController_createZone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delivery/zones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a zone's city or fee (orders keep the fee they were booked with) */
        put: operations["DeliveryAdminController_updateZone"];
        post?: never;
        /** Stop delivering to a city */
        delete: operations["DeliveryAdminController_deleteZone"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/customers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer account as CSV (deleted accounts keep only their e-mail placeholder); streamed */
        get: operations["BackofficeDataController_customers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order as CSV, one row per line (the order columns repeated), oldest first; streamed as it is read */
        get: operations["BackofficeDataController_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole catalogue as CSV in the product import's columns (amounts in rupees); streamed */
        get: operations["BackofficeDataController_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/id-documents/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When the shop asks renters for an ID document (order total, product categories) and how long it keeps them */
        get: operations["IdDocumentsController_settings"];
        /** Ask for an ID document from an order total and/or for product categories (orders booked from now on), and keep each keepDays days after the return */
        put: operations["IdDocumentsController_saveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create and update products from CSV (prices and stock included)
         * @description Every row is checked first with the product form's rules. A row whose key exists updates that product (only its non-empty cells; an empty optional amount clears it), a new key creates one. Any problem gets a 422 with `errors` (line and column of each) and writes nothing, unless onlyValid is true: then the valid rows are written and the others reported as skipped. dryRun checks and returns the plan without writing. All rows are written in one transaction.
         */
        post: operations["BackofficeDataController_importProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/products/template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product import's template: its columns and two example rows */
        get: operations["BackofficeDataController_template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inspections/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units overdue or due for an inspection, overdue first (all=true: every unit under a check) */
        get: operations["InspectionsController_due"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inspections/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's inspection setting */
        get: operations["InspectionsController_settings"];
        /** blockOverdue: overdue units are not rented out (availability, quotes, bookings and pick-up count that) */
        put: operations["InspectionsController_saveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders, one page at a time, newest first
         * @description Filter by status, order date range (from/to, UTC days, both included) and q (an order id such as ORD0042, or the start of the e-mail). One page ({ data, pagination }); page 1 and 20 rows unless asked (limit at most 100). Bad parameters get a 400 naming each one.
         */
        get: operations["AdminListsController_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The e-mail outbox, one page at a time, newest first
         * @description Every booking e-mail with its state, tries, last error and next try. Filter by status. One page ({ data, pagination }); page 1 and 20 rows unless asked (limit at most 100).
         */
        get: operations["OutboxController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One e-mail of the outbox with its text and HTML; 404 when there is none */
        get: operations["OutboxController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an e-mail again
         * @description A sent or failed e-mail: a copy is queued to the same address (the first keeps its record). A queued one: its next try is moved to now; 409 while a try is under way. Noted in the audit trail under the mail's order.
         */
        post: operations["OutboxController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every payment and refund, one page at a time, newest first, with the totals of all that match
         * @description Filter by status, provider, kind and the day recorded (from/to, UTC days, both included). Totals count settled money only: received (payments 'paid'), refunded (refunds sent), net, and how many refunds failed or need attention. One page ({ data, pagination, totals }); page 1 and 20 rows unless asked (limit at most 100). Staff and admins.
         */
        get: operations["PaymentsController_adminPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/planner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The planner: products and their tagged units as rows, the days of 1 to 8 weeks as columns
         * @description Each row carries its bars: bookings (state Pending, approved, out, late or returned; a tracked product's row shows the units not handed out yet, each unit row the booking it went out with), the turnaround days after them and repairs. Filter by category and q (part of a key, name or unit tag). At most 1000 products (truncated says more matched).
         */
        get: operations["ReportsController_planner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole catalogue (unavailable products too), one page at a time, by key
         * @description Filter by q (part of the key or name), category and availability. One page ({ data, pagination }); page 1 and 20 rows unless asked (limit at most 100). Bad parameters get a 400 naming each one.
         */
        get: operations["AdminListsController_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/release-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each remote's live release beside the previous one: views, errors, error rate per 1,000 views, and whether the live one is flagged (admins) */
        get: operations["ReleaseHealthController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/release-health/{remote}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rolls a remote back to the release before the live one: pins it in the shell's remotes.json (admins; audited)
         * @description Only where RELEASES_REMOTES_JSON and RELEASES_DEPLOY_DIRS name the files (404 otherwise). `release` must be the previous release the page showed (409 otherwise).
         */
        post: operations["ReleaseHealthController_rollBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{report}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A report over a range of days, beside the previous period of the same length; `.csv` for the file
         * @description revenue: rental (before tax) and tax of approved bookings by the day they start, late fees by the day the gear came back, refunds by the day they were paid out. bookings: bookings made per day, and how many of them are now approved, cancelled, rejected, expired. utilisation: unit-days rented over unit-days in service (stock less units in repair), per day, product and category. top-products: products by rental revenue (each order's rental shared among its lines by day rate times quantity), and the idle ones. late-returns: bookings that came back late, by the day they came back, and how many are overdue now. deposits: taken (by first day), returned and kept (by the day of the return), and those held now. The CSV of utilisation and top-products lists every row; the others' list the series beside the previous period's.
         */
        get: operations["ReportsController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The day's deliveries and collections in time order, with address, phone, items and assigned units. Mark a delivery done with PUT /api/orders/{id}/pickup, a collection with PUT /api/orders/{id}/return */
        get: operations["DeliveryAdminController_day"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/runs/sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The day's run sheet for the driver, as a PDF (run-sheet-YYYY-MM-DD.pdf) */
        get: operations["DeliveryAdminController_sheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin dashboard's figures
         * @description Counts of users, orders (and pending ones) and products, the revenue of approved orders, and the latest orders and sign-ups.
         */
        get: operations["AdminController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every version of the rental terms, newest first (admins) */
        get: operations["TermsController_versions"];
        put?: never;
        /** Publish a new version of the rental terms (admins); older versions are kept, new bookings accept this one */
        post: operations["TermsController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts, one page at a time, newest first
         * @description Filter by q (words of the name or e-mail) and blocked. One page ({ data, pagination }); page 1 and 20 rows unless asked (limit at most 100). Bad parameters get a 400 naming each one.
         */
        get: operations["AdminListsController_users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A calendar feed (iCal) at its secret address: pick-ups and returns as all-day events */
        get: operations["CalendarsController_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A browser's report: a page loaded a release, or a release's code threw or could not be loaded
         * @description Sent by the shell (sampled) with navigator.sendBeacon as text/plain JSON, or as application/json. Counted per remote, release, kind and hour; no address, user or page address is kept. Limited per client address (CLIENT_REPORT_RATE_LIMIT).
         */
        post: operations["ReleaseHealthController_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the shop a message from the Contact page
         * @description Stored, and e-mailed to the shop's address (SHOP_EMAIL) through the outbox. Anyone may send, signed in or not (a blocked customer too); limited per client address like sign-in. Bad fields get a 400 naming the first one.
         */
        post: operations["ContactController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a customer may choose for delivery on these dates: the cities and fees, the distance bands, the free-delivery threshold, and the windows of the start date (delivery) and end date (collection) with the places left */
        get: operations["DeliveryController_options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of event photos, newest first (limit defaults to 20, at most 100) */
        get: operations["GalleryController_list"];
        put?: never;
        post: operations["GalleryController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a photo's description and/or category (admins); the image stays */
        put: operations["GalleryController_update"];
        post?: never;
        delete: operations["GalleryController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the API process responds (start scripts, tests, Docker) */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database responds and the instance is not stopping; 503 otherwise. Redis unreachable: still 200, with redis: down and degraded saying what is off */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a recurring inspection (its name, every N days, after N rentals) */
        put: operations["InspectionsController_updateRule"];
        post?: never;
        /** Remove a recurring inspection; the units' history of it stays */
        delete: operations["InspectionsController_removeRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders, newest first: all of them for shop staff (admins and staff), their own for a customer (one plain list; the admin area pages with GET /api/admin/orders) */
        get: operations["OrdersController_list"];
        put?: never;
        /** Book the cart for the signed-in customer; the order starts as 'Pending' */
        post: operations["OrdersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/handlers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who may handle orders: staff and admins who can sign in, by name */
        get: operations["OrdersController_handlers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a cart: days from the dates, prices from the catalogue, total = Σ price × qty × days */
        post: operations["OrdersController_quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/quote/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The quote of a cart as a PDF (same body and figures as POST /api/orders/quote) */
        post: operations["OrdersController_quotePdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/status/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve or reject an order ('approved' or 'Rejected')
         * @description As the order's stage allows (its actions): an order picked up or returned gets a 409. Sending the status it already has before pick-up changes nothing.
         */
        put: operations["OrdersController_setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rental agreement of an order as a PDF (rental-agreement-ORD0001.pdf): the order, the terms version accepted and the acceptance (name, time, client address); the customer's own order, or any for staff. 404 when it was booked without terms */
        get: operations["OrdersController_agreement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a Pending order: the customer's own, or any as shop staff. Its units are free at once */
        put: operations["OrdersController_cancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a Pending or approved booking's end date later (the customer's own, or any as shop staff), its customer mailed the updated calendar file; 409 with shortages when the units are not free, or when a delivered order's collection window is full on the new end day */
        put: operations["OrdersController_extend"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/extension-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What moving a Pending or approved booking's end date later would cost, before it is done (the customer's own, or any as shop staff): the new days and figures and the difference, priced as PUT /extend prices it; nothing is changed. 409 with shortages when the units are not free, or when a delivered order's collection window is full on the new end day */
        post: operations["OrdersController_extensionQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/handler": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose who handles an order's pick-up and return (userId), or nobody in particular (null)
         * @description Their calendar feed lists the order; the choice is in the audit trail. Choosing the one already chosen changes nothing. 400 for anyone but active staff or an admin.
         */
        put: operations["OrdersController_setHandler"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/id-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's ID document (staff), never cached; each look is recorded in the audit trail. 404 when none is kept */
        get: operations["IdDocumentsController_open"];
        put?: never;
        post?: never;
        /** Delete the order's ID document now (staff); recorded in the audit trail */
        delete: operations["IdDocumentsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/id-document/upload-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A short-lived link to PUT the order's ID document (NIC or passport: JPEG, PNG, WebP or PDF, at most 10 MB): the customer's own order, or any for staff; 409 when the order needs none or is finished. A new upload replaces the one kept */
        post: operations["IdDocumentsController_uploadLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/id-document/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The uploadUrl of POST /api/orders/{orderId}/id-document/upload-link: send the raw file with the signed Content-Type; 201 when kept, 403 for a tampered or expired link, 413 over the size, 415 for another type or content, 409 when the order is finished */
        put: operations["IdDocumentsController_receive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The paperwork of an order as a PDF: a booking confirmation while it is Pending (file booking-confirmation-ORD0001.pdf), the invoice once approved (invoice-ORD0001.pdf), and a cancelled, rejected or expired booking titled as such with nothing due (cancelled-booking-…, rejected-booking-…, expired-booking-…); the customer's own order, or any for staff */
        get: operations["OrdersController_invoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/late-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Waive (lateFee: 0) or change the late fee of a returned order, with a reason
         * @description The server works out tax, total and what is due again; the reason is kept on the order and in the audit trail. 409 before the return or when the fee is already that amount.
         */
        put: operations["OrdersController_setLateFee"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff's notes on an order, oldest first, each with its author and time */
        get: operations["OrdersController_notes"];
        put?: never;
        /** Add a note to an order (staff); it is kept with its author and time and shows in the order history */
        post: operations["OrdersController_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's payments, what was paid and what is still due (the customer's own, or any as staff) */
        get: operations["PaymentsController_orderPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/payments/cash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record money taken at the counter (pay at pickup, or the rest after a deposit paid online); at most what is still due */
        post: operations["PaymentsController_recordCash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/payments/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay for a Pending or approved booking online (the customer's own, or any as staff): records a pending payment of the server's amount and returns the signed form to post to the provider
         * @description The first attempt of a Pending booking starts its hold (PAYMENT_HOLD_MINUTES): unpaid by then, the booking is released. 409 when nothing is due, the hold has passed or the shop takes no online payments.
         */
        post: operations["PaymentsController_checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/payments/{refundId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a failed refund again through the provider that took the money (same idempotency key: never refunded twice)
         * @description 409 when the refund is not failed (sent already, or being sent); 404 for no such refund on the order.
         */
        post: operations["PaymentsController_retryRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record that an approved order was picked up (now)
         * @description Before the order's start date this gets a 409 with early: true, startingDate and daysEarly, unless the body confirms it with { early: true }.
         */
        put: operations["OrdersController_pickup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record that a picked-up order came back (now): the late fee is charged, and the deposit refunded (all unless depositRefunded says less, with a reason) */
        put: operations["OrdersController_markReturned"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tracked units each line of an order needs, and those assigned or back */
        get: operations["OrdersController_units"];
        put?: never;
        /** Assign a unit by its tag to an approved order before pick-up; a tag of a product the order does not need (or not on the shelf) is refused with the reason */
        post: operations["OrdersController_assignUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/units/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a unit assigned by mistake off the order (before pick-up) */
        delete: operations["OrdersController_unassignUnit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/units/{tag}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** One unit of a picked-up order is back (now): it is late by its own days; the order is returned as a whole with PUT /return */
        put: operations["OrdersController_returnUnit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How customers may pay at checkout: online (through which provider) and which plans; without provider settings only pay at pickup */
        get: operations["PaymentsController_options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payhere/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PayHere's server notification (notify_url): verified by its md5sig, applied once
         * @description A wrong signature, amount or currency is refused with 400 and changes nothing; a repeated notification changes nothing.
         */
        post: operations["PaymentsController_payHereNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's webhook (Checkout Session events): verified by its Stripe-Signature header over the exact body, applied once
         * @description A wrong signature, amount or currency is refused with 400 and changes nothing; a repeated event changes nothing; other events are acknowledged and ignored.
         */
        post: operations["PaymentsController_stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue
         * @description Without page or limit: every product as a plain list, ordered by name. With page and/or limit: one page with totals. Visitors and customers see only available products; an admin (bearer token) sees all.
         */
        get: operations["ProductsController_list"];
        put?: never;
        post: operations["ProductsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product; an unavailable one is only shown to admins */
        get: operations["ProductsController_get"];
        /** Change any field except the key. A lower stock is refused (409) below its tracked units in service, and below what bookings from today on hold (the 409 names them in `bookings`) unless force is true */
        put: operations["ProductsController_update"];
        post?: never;
        delete: operations["ProductsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{key}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Free units of a product on each day a rental from start to end would hold
         * @description The days from start up to the day before end (start alone when they are equal), at most 366. Pending and approved orders hold units.
         */
        get: operations["AvailabilityController_availability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{key}/inspections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's recurring inspections of its units (every N days, after N rentals) */
        get: operations["InspectionsController_rules"];
        put?: never;
        /** Add a recurring inspection to a product. Units not yet inspected under it are due at once */
        post: operations["InspectionsController_addRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{key}/kit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products a kit is made of, and how many of each (empty for a plain product) */
        get: operations["UnitsController_kit"];
        /** Make a product a kit of other products (an empty list: a plain product again). Booking a kit holds its components */
        put: operations["UnitsController_setKit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{key}/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's tracked units, oldest first */
        get: operations["UnitsController_list"];
        put?: never;
        /** Add units tagged from the product's key (<KEY>-01, <KEY>-02, ...). They take the place of stock counted without tags; only units beyond the stock raise it, so adding units never lowers what can be booked */
        post: operations["UnitsController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{key}/units/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A print-ready A4 page of QR labels (tag and product name) for the product's units in service */
        get: operations["UnitsController_labels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's name, phone, e-mail and address, as the Contact page shows them */
        get: operations["ContactController_shop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rental terms customers accept at checkout (the newest version) */
        get: operations["TermsController_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/terms/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of the rental terms, older ones included (what an order accepted) */
        get: operations["TermsController_version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/units/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One unit by its tag, with its history */
        get: operations["UnitsController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/units/{tag}/inspections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where a unit stands with its product's inspections, and its inspection history (newest first) */
        get: operations["InspectionsController_ofUnit"];
        put?: never;
        /** Record an inspection of a unit on the shelf: passed (with a note), or failed (note required): the unit goes to repair until backOn, 409 naming bookings it would leave short unless force */
        post: operations["InspectionsController_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/units/{tag}/repair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Send a unit on the shelf to repair until backOn; it is not rented out until it is back. 409 naming the bookings (`bookings`) it would leave short before then, unless force is true */
        put: operations["UnitsController_repair"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/units/{tag}/repaired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A unit is back from repair and on the shelf */
        put: operations["UnitsController_repaired"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/units/{tag}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Take a unit out of service for good; the stock drops by one. 409 naming the bookings (`bookings`) it would leave short from today on, unless force is true */
        put: operations["UnitsController_retire"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/presign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A short-lived link to PUT one image (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB) with its Content-Type; publicUrl is where it is read from afterwards */
        post: operations["UploadsController_presign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["UsersController_me"];
        put?: never;
        /** Register a customer; returns a token so the customer is signed in at once */
        post: operations["UsersController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account, newest first, as one plain list (spec §7); the admin area pages with GET /api/admin/users */
        get: operations["UsersController_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/block/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Toggle a user between active and blocked; returns the updated user */
        put: operations["UsersController_toggleBlocked"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/end-sessions/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends every session of an account (its devices are signed out at once); recorded in the audit trail */
        post: operations["UsersController_endSessionsOf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a Google access token; creates the customer on first sign-in */
        post: operations["UsersController_google"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UsersController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A sign-in's second step: the challenge of its 401 and the authenticator's code (or a recovery code, good once) get the token */
        post: operations["TwoFactorController_secondStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login/second-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrolment during sign-in: the first code from the app turns two-step sign-in on and returns the token and ten recovery codes (shown once) */
        post: operations["TwoFactorController_confirmDuringSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login/second-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrolment during sign-in (TWO_FACTOR_REQUIRED): an 'enrol' challenge gets a new authenticator secret, as text and QR code */
        post: operations["TwoFactorController_setupDuringSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the token's session at once: the next call with it is a 401 */
        post: operations["UsersController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes my account: personal data removed, orders kept anonymised for the shop's books; refused while a booking is open */
        delete: operations["AccountController_deleteAccount"];
        options?: never;
        head?: never;
        /** Edits my name, phone and address (only the fields sent) */
        patch: operations["AccountController_updateProfile"];
        trace?: never;
    };
    "/api/users/me/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your calendar feeds (iCal): which live addresses you have */
        get: operations["CalendarsController_feeds"];
        put?: never;
        /** Make a secret calendar address (a new one replaces the old, which then responds 404). The address is shown this once */
        post: operations["CalendarsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/calendar/{scope}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a calendar address: it responds 404 from now on */
        delete: operations["CalendarsController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks to change my e-mail address (current password again): confirmed through a link sent to the new address; the old one is told */
        post: operations["AccountController_changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads my data as JSON: profile, orders and sessions */
        get: operations["AccountController_exportData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes my password (the current one required); my other devices are signed out */
        post: operations["AccountController_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the link that confirms my address again (a few an hour) */
        post: operations["AccountController_resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a single-use link to choose a new password; the same response whether or not the address has an account */
        post: operations["AccountController_forgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password from the reset link's token (once, before it expires); every session of the account ends */
        post: operations["AccountController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/role/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grant or remove a role: 'staff' (the order work), 'admin' or 'customer'; returns the updated user. An admin cannot change their own role */
        put: operations["UsersController_changeRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's open sessions (devices), most recently used first */
        get: operations["UsersController_mySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out every other device of the signed-in user */
        post: operations["UsersController_endOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends one session of the signed-in user (a 404 for any other id) */
        delete: operations["UsersController_endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's two-step sign-in: on or off, whether it can or must be on, recovery codes left */
        get: operations["TwoFactorController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/two-factor-reset/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resets another account's second factor (a lost phone): its authenticator and recovery codes are removed; recorded in the audit trail */
        post: operations["TwoFactorController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/two-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The first code from the app turns two-step sign-in on; returns ten single-use recovery codes, shown this once */
        post: operations["TwoFactorController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/two-factor/off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns two-step sign-in off (a current code required); refused where TWO_FACTOR_REQUIRED asks it of the role; the owner is told by e-mail */
        post: operations["TwoFactorController_turnOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New recovery codes (the current password or a code from the app required); the old ones stop working; the owner is told by e-mail */
        post: operations["TwoFactorController_renewRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admins and staff: a new authenticator secret (text and QR code), waiting for its first code */
        post: operations["TwoFactorController_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms an address from the verification link's token (a new address after a change: the account moves to it) */
        post: operations["AccountController_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{folder}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored image (publicUrl), cached for a year: names are random and never reused */
        get: operations["UploadFilesController_serve"];
        /** STORAGE=local: the uploadUrl from POST /api/uploads/presign. Send the raw image with the signed Content-Type; 201 when stored, 403 for a tampered or expired link, 413 over the size, 415 for another type, 409 when the link was already used */
        put: operations["UploadFilesController_store"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountDeletionDto: {
            /** @description The current password (accounts that have one) */
            password?: string;
        };
        AccountExport: {
            /** Format: date-time */
            exportedAt: string;
            profile: components["schemas"]["ExportedProfile"];
            orders: components["schemas"]["OrderView"][];
            /** @description Every sign-in, open or ended */
            sessions: components["schemas"]["ExportedSession"][];
        };
        AccountMessage: {
            message: string;
        };
        AddUnitsDto: {
            /** @description How many units to add; each gets the next asset tag */
            count: number;
        };
        AdminOrderView: {
            _id: string;
            /** @example ORD0001 */
            orderId: string;
            email: string;
            days: number;
            /** @example 2026-12-01 */
            startingDate: string;
            /** @example 2026-12-03 */
            endingDate: string;
            /** @description Rupees: rental charges + late fees + tax (deposits are apart) */
            totalAmount: number;
            /** @description Rental charges before tax and discount, rupees */
            subtotal: number;
            /** @description The coupon used at booking, or null. Always sent */
            couponCode?: string | null;
            /** @description Rupees off the rental charges by the coupon (tax is on subtotal less discount); 0 without one. Always sent */
            discount?: number;
            /** @description The rental agreement accepted at booking, or null when booked without terms. Always sent */
            acceptance?: components["schemas"]["TermsAcceptanceView"] | null;
            /**
             * @description 'pickup' at the shop, or 'delivery' (and collection) to an address. Always sent
             * @enum {string}
             */
            fulfilment?: "pickup" | "delivery";
            /** @description Delivery and collection fee before tax, rupees (0 for pickup). Always sent */
            deliveryFee?: number;
            /** @description Address and windows of a delivery; null for pickup. Always sent */
            delivery?: components["schemas"]["DeliveryView"] | null;
            /** @description Whether the shop asks for the renter's ID document for this order and whether it was received (never where it is). Always sent */
            idDocument?: components["schemas"]["IdDocumentStatusView"];
            /** @description Tax rate when booked, percent */
            taxRate: number;
            /** @description Tax on rental charges, delivery fee and late fees, rupees */
            tax: number;
            /** @description Refundable deposits, rupees */
            deposit: number;
            /** @description What is still to pay, rupees: totalAmount + deposit, less the deposit given back at return and amountPaid */
            amountDue: number;
            /** @description Received so far (settled payments less refunds), rupees. Always sent */
            amountPaid?: number;
            /** @description Payments of the order, oldest first. Always sent */
            payments?: components["schemas"]["PaymentView"][];
            /** @description Days after the end date the gear came back (set at return) */
            lateDays: number;
            /** @description Late fee before tax, rupees (set at return) */
            lateFee: number;
            /** @description Why staff waived or changed the late fee; null while it is as charged. Always sent */
            lateFeeReason?: string | null;
            /** @description The member of staff who handles the pick-up and return (their calendar feed lists it); null: nobody in particular. Always sent */
            handledBy?: components["schemas"]["OrderHandlerRef"] | null;
            /** @description Deposit given back at return, rupees; null until returned */
            depositRefunded: number | null;
            /** @description Why part of the deposit was kept */
            depositRefundReason: string | null;
            /** @enum {string} */
            status: "Pending" | "approved" | "Rejected" | "Cancelled" | "Expired";
            orderDate: string;
            orderedItems: components["schemas"]["OrderedItemView"][];
            /** @description When the gear was picked up (staff), ISO time */
            pickedUpAt: string | null;
            /** @description When the gear came back (staff), ISO time */
            returnedAt: string | null;
            /** @description Approved, past its end date and not returned */
            overdue: boolean;
            /** @description Whole days since the end date while overdue, else 0 */
            daysOverdue: number;
            /**
             * @description Where the order is now: its status, and after approval 'Out' (picked up), 'Late' (out past its end date) or 'Returned'. Always sent
             * @enum {string}
             */
            stage?: "Pending" | "approved" | "Out" | "Late" | "Returned" | "Rejected" | "Cancelled" | "Expired";
            /** @description What its stage allows now (the order process): 'approve', 'reject', 'cancel', 'extend', 'pickup', 'return'; anything else gets a 409. Always sent */
            actions?: ("approve" | "reject" | "cancel" | "extend" | "pickup" | "return")[];
            /**
             * @description The customer's first and last name; null when the account is gone
             * @example Nimal Perera
             */
            customerName: string | null;
            /**
             * @description The customer's phone; null when the account has none or is gone
             * @example 0771234567
             */
            customerPhone: string | null;
        };
        AdminPaymentPage: {
            data: components["schemas"]["AdminPaymentView"][];
            pagination: components["schemas"]["Pagination"];
            totals: components["schemas"]["AdminPaymentTotals"];
        };
        AdminPaymentTotals: {
            /** @description How many payments and refunds match */
            count: number;
            /** @description Money received (settled payments, refunds not counted), rupees */
            received: number;
            /** @description Money given back (refunds sent), rupees */
            refunded: number;
            /** @description received - refunded, rupees */
            net: number;
            /** @description Refunds the provider refused (retry them on the order) */
            failedRefunds: number;
            /** @description Payments and refunds needing staff attention (money for a released booking, a refund with no answer) */
            attention: number;
        };
        AdminPaymentView: {
            _id: string;
            /**
             * @description 'rental' pays the whole booking (hire and deposit); 'deposit' the deposit only
             * @enum {string}
             */
            kind: "rental" | "deposit" | "balance" | "late-fee" | "refund";
            /** @enum {string} */
            provider: "payhere" | "stripe" | "cash";
            /** @description The provider's id of the transaction (PayHere payment_id) */
            reference: string | null;
            /**
             * @description For a refund: 'pending' while being sent, 'paid' once the provider (or the counter) sent it, 'failed' when refused (retry it)
             * @enum {string}
             */
            status: "pending" | "paid" | "failed" | "cancelled" | "charged-back";
            /** @description Rupees */
            amount: number;
            /** @example LKR */
            currency: string;
            /** @description Why staff must look at it, e.g. paid after the booking was released */
            attention: string | null;
            /** @description For a refund: the payment whose money it gives back */
            refundOf: string | null;
            /** @description For a refund: why the money goes back */
            note: string | null;
            createdAt: string;
            updatedAt: string;
            /** @example ORD0001 */
            orderId: string;
            /**
             * @description The order's status now
             * @example Pending
             */
            orderStatus: string;
            /**
             * @description The e-mail the order was booked with
             * @example customer@example.com
             */
            email: string;
        };
        AdminProductPage: {
            data: components["schemas"]["ProductView"][];
            pagination: components["schemas"]["Pagination"];
        };
        AdminStatsView: {
            /** @description Every account, admins and blocked users included */
            totalUsers: number;
            /** @description Every order, whatever its status */
            totalOrders: number;
            /** @description Every product, available or not */
            totalItems: number;
            /** @description Rupees: the sum of the totals of approved orders, exact to the paisa */
            totalRevenue: number;
            /** @description Orders still 'Pending', waiting for an admin's decision */
            pendingOrders: number;
            /** @description Approved orders past their end date and not returned */
            overdueOrders: number;
            /** @description The overdue orders, the longest overdue first (at most 10) */
            overdue: components["schemas"]["OrderView"][];
            /** @description The latest orders, newest first (at most 5) */
            recentOrders: components["schemas"]["RecentOrderView"][];
            /** @description The latest accounts, newest first (at most 5) */
            recentSignups: components["schemas"]["RecentSignupView"][];
        };
        AdminUserView: {
            _id: string;
            email: string;
            firstName: string;
            lastName: string;
            name: string;
            /** @enum {string} */
            role: "admin" | "staff" | "customer";
            phone: string | null;
            address: string | null;
            profilePicture: string | null;
            isBlocked: boolean;
            /** @description The account signs in with a password (false: Google sign-in only) */
            hasPassword: boolean;
            /** @description The owner confirmed the e-mail address (its link, a password reset or Google sign-in); admins and staff always have */
            emailVerified: boolean;
            createdAt: string;
            /** @description Two-step sign-in (an authenticator app) is on for this account */
            twoFactor: boolean;
        };
        AssignedUnitView: {
            /** @example LGT-005-03 */
            tag: string;
            /** @description When it came back, ISO time */
            returnedAt: string | null;
            /** @description Days after the end date it came back */
            lateDays: number;
        };
        AuditEntryView: {
            _id: string;
            /** @description When the change was made (ISO 8601) */
            at: string;
            /** @description The e-mail of who made the change; null for the shop's own changes (a booking expiring) */
            actor: string | null;
            /** @enum {string} */
            entityType: "order" | "product" | "user" | "unit" | "repair" | "kit" | "coupon" | "terms" | "setting" | "delivery" | "release";
            /**
             * @description The order id, product key or e-mail
             * @example ORD0042
             */
            entityId: string;
            /** @example approved */
            action: string;
            /** @description The changed fields before the change; null for a creation */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The changed fields after the change; null for a deletion */
            after: {
                [key: string]: unknown;
            } | null;
        };
        AuditPage: {
            data: components["schemas"]["AuditEntryView"][];
            pagination: components["schemas"]["Pagination"];
        };
        AuthResult: {
            message: string;
            token: string;
            user: components["schemas"]["UserView"];
        };
        AuthResultWithRecoveryCodes: {
            message: string;
            token: string;
            user: components["schemas"]["UserView"];
            /** @description Ten single-use codes, shown this once */
            recoveryCodes: string[];
        };
        CalendarFeedDto: {
            /**
             * @description own: the pick-ups and returns you handle; shop (admins): the whole shop's, with orders awaiting approval
             * @enum {string}
             */
            scope: "own" | "shop";
        };
        CalendarFeedMade: {
            /** @enum {string} */
            scope: "own" | "shop";
            /** @description When the current address was made (ISO time) */
            createdAt: string;
            message: string;
            /**
             * @description The secret address; shown this once
             * @example https://shop.example/api/calendar/Qm9vay4uLg.ics
             */
            address: string;
        };
        CalendarFeedView: {
            /** @enum {string} */
            scope: "own" | "shop";
            /** @description When the current address was made (ISO time) */
            createdAt: string;
        };
        CalendarFeedsView: {
            /** @description The live addresses (each is shown only when made) */
            feeds: components["schemas"]["CalendarFeedView"][];
            /** @description The caller may have the whole shop's calendar (admins) */
            shopAllowed: boolean;
        };
        CartDto: {
            orderedItems: components["schemas"]["CartLineDto"][];
            /** @description Accepted for compatibility and ignored: the server counts the days from the dates */
            days?: number;
            /** @example 2026-12-01 */
            startingDate: string;
            /** @example 2026-12-03 */
            endingDate: string;
            /**
             * @description A coupon code (any case); the quote shows its discount, the booking checks every rule again
             * @example STAGE10
             */
            couponCode?: string;
            /** @description Required to book while the shop has rental terms (GET /api/terms); ignored by the quote */
            acceptance?: components["schemas"]["TermsAcceptanceDto"];
            /** @description Pickup at the shop (the default when left out), or delivery to an address with a delivery window on the start date and a collection window on the end date (GET /api/delivery/options); the server prices the fee */
            fulfilment?: components["schemas"]["FulfilmentDto"];
        };
        CartLineDto: {
            /** @example JBL-EON615 */
            key: string;
            /** @example 2 */
            qty: number;
        };
        CashPaymentDto: {
            /** @description Rupees received, at most what is still due */
            amount: number;
            /**
             * @description What it pays for; 'balance' (what is left) when left out
             * @enum {string}
             */
            kind?: "balance" | "deposit" | "rental" | "late-fee";
        };
        CheckoutDto: {
            /**
             * @description 'full': the whole booking now (hire and deposit); 'deposit': the deposit now, the rest at pick-up
             * @enum {string}
             */
            plan: "full" | "deposit";
        };
        CheckoutView: {
            /** @enum {string} */
            provider: "payhere" | "stripe";
            /**
             * @description POST: post the fields to action as an HTML form (PayHere); GET: open action (Stripe's page)
             * @enum {string}
             */
            method: "POST" | "GET";
            /** @description The provider's page */
            action: string;
            /** @description The form fields, signed by the server */
            fields: {
                [key: string]: string;
            };
            /** @description What this payment asks for, rupees */
            amount: number;
            /** @example LKR */
            currency: string;
            /** @description Unpaid by then, the booking is released (ISO time) */
            payBy: string | null;
            payment: components["schemas"]["PaymentView"];
        };
        ClientReportDto: {
            /**
             * @description view: a page loaded this release; error: an uncaught error in its code; load-failed: it could not be loaded
             * @enum {string}
             */
            kind: "view" | "error" | "load-failed";
            /**
             * @description A remote's name in remotes.json, or shell
             * @example catalog
             */
            remote: string;
            /**
             * @description The release: <version>-<commit> from its manifest's build info
             * @example 1.4.0-0a1b2c3
             */
            release: string;
            /** @description An error's message; kept shortened, without e-mail addresses or query strings */
            message?: string;
        };
        ContactMessagePage: {
            data: components["schemas"]["ContactMessageView"][];
            pagination: components["schemas"]["Pagination"];
        };
        ContactMessageSent: {
            /** @example Thank you for your message! We will get back to you soon. */
            message: string;
            /**
             * @description The stored message
             * @example 12
             */
            _id: string;
        };
        ContactMessageView: {
            _id: string;
            name: string;
            email: string;
            subject: string;
            message: string;
            createdAt: string;
        };
        CouponDto: {
            /**
             * @description 3 to 40 letters, digits, - or _; stored upper-case
             * @example STAGE10
             */
            code: string;
            /**
             * @description 'percent' off, or a fixed 'amount' of rupees off
             * @enum {string}
             */
            kind: "percent" | "amount";
            /**
             * @description Percent off (0.01 to 100) for percent, rupees off for amount
             * @example 10
             */
            value: number;
            /**
             * @description First day it may be used (UTC); none: from now
             * @example 2026-12-01
             */
            validFrom?: string | null;
            /**
             * @description Last day it may be used (UTC); none: no end
             * @example 2026-12-31
             */
            validUntil?: string | null;
            /**
             * @description Rental charges before tax (deposits apart) a cart must reach, rupees; 0 by default
             * @example 5000
             */
            minOrder?: number;
            /** @description How many bookings may use it in all; none: unlimited */
            maxUses?: number | null;
            /** @description How many bookings one customer may use it on; none: unlimited */
            maxUsesPerCustomer?: number | null;
            /** @description Only lines of these categories are discounted (with productKeys: either) */
            categories?: ("audio" | "lights")[];
            /** @description Only lines of these product keys are discounted (with categories: either) */
            productKeys?: string[];
            /** @description false deactivates it: it is refused from then on; true by default */
            active?: boolean;
        };
        CouponSaved: {
            message: string;
            coupon: components["schemas"]["CouponView"];
        };
        CouponUseView: {
            /** @example ORD0001 */
            orderId: string;
            email: string;
            /** @description Rupees off the rental charges */
            discount: number;
            usedAt: string;
        };
        CouponView: {
            id: number;
            code: string;
            /** @enum {string} */
            kind: "percent" | "amount";
            /** @description Percent off, or rupees off */
            value: number;
            validFrom: string | null;
            validUntil: string | null;
            /** @description Rupees */
            minOrder: number;
            maxUses: number | null;
            maxUsesPerCustomer: number | null;
            /** @description Bookings that used it */
            used: number;
            categories: string[];
            productKeys: string[];
            active: boolean;
            createdAt: string;
        };
        CouponWithUses: {
            id: number;
            code: string;
            /** @enum {string} */
            kind: "percent" | "amount";
            /** @description Percent off, or rupees off */
            value: number;
            validFrom: string | null;
            validUntil: string | null;
            /** @description Rupees */
            minOrder: number;
            maxUses: number | null;
            maxUsesPerCustomer: number | null;
            /** @description Bookings that used it */
            used: number;
            categories: string[];
            productKeys: string[];
            active: boolean;
            createdAt: string;
            /** @description Newest first */
            uses: components["schemas"]["CouponUseView"][];
        };
        CreateContactMessageDto: {
            /** @example Ana Silva */
            name: string;
            /** @example ana@example.com */
            email: string;
            /** @example Wedding in June */
            subject: string;
            /** @example We need two speakers and a mixer for 150 guests. */
            message: string;
        };
        CreateGalleryItemDto: {
            /** @example http://localhost:3000/uploads/gallery/0b6f0d5e-5c0e-4f3e-9a53-0d1c9d1f2a77.jpg */
            imageUrl: string;
            /** @example Line array and moving heads at the Negombo beach wedding */
            description: string;
            /**
             * @default general
             * @example weddings
             */
            category: string;
        };
        CreateProductDto: {
            /** @example JBL-EON615 */
            key: string;
            /** @example JBL EON615 powered speaker */
            name: string;
            /**
             * @description Rupees per day, up to 2 decimals
             * @example 1234.57
             */
            price: number;
            /** @description The price before a discount; null clears it */
            oldPrice?: number | null;
            /** @description Rupees for a Friday-to-Monday hire of one unit; null clears it */
            weekendPrice?: Record<string, never> | null;
            /** @description Rupees for 7 days of one unit; null clears it */
            weekPrice?: Record<string, never> | null;
            /** @description Refundable deposit per unit in rupees; null or 0 for none */
            deposit?: Record<string, never> | null;
            /** @enum {string} */
            category: "audio" | "lights";
            /**
             * @default standard
             * @enum {string}
             */
            priceCategory: "standard" | "discounted" | "premium";
            /** @example 70 x 44 x 36 cm */
            dimensions: string;
            description: string;
            /** @description http(s) image addresses; a single string is accepted too */
            image?: string[];
            /** @description http(s) image addresses; a single string is accepted too */
            images?: string[];
            /** @default true */
            availability: boolean;
            /**
             * @description Units the shop owns
             * @default 1
             */
            stock: number;
            /**
             * @description Hours a returned unit stays out of availability after its return day (whole days are held)
             * @default 0
             */
            turnaroundHours: number;
        };
        CurrentTermsView: {
            /** @description null while the shop has no terms: bookings then need no acceptance */
            version: number | null;
            /** @description Empty while the shop has no terms */
            text: string;
            publishedAt?: string | null;
        };
        DayAvailabilityView: {
            /** @example 2026-12-01 */
            date: string;
            /** @description Units not held by Pending or approved orders that day */
            free: number;
        };
        DeliveryBandDto: {
            /**
             * @description Whole km from the shop, as the crow flies, 1 to 500
             * @example 25
             */
            upToKm: number;
            /**
             * @description Delivery and collection together, rupees before tax
             * @example 3000
             */
            fee: number;
        };
        DeliveryBandView: {
            /**
             * @description Addresses up to this many km from the shop (as the crow flies) and beyond the nearer bands
             * @example 25
             */
            upToKm: number;
            /** @description Delivery and collection together, rupees before tax */
            fee: number;
        };
        DeliveryDistanceDto: {
            /**
             * @description Where the van starts, degrees north; null with shopLongitude: not set (no bands apply)
             * @example 6.9271
             */
            shopLatitude: number | null;
            /**
             * @description Degrees east
             * @example 79.8612
             */
            shopLongitude: number | null;
            /** @description Every band (this list replaces the bands); each upToKm once */
            bands: components["schemas"]["DeliveryBandDto"][];
        };
        DeliveryOptionsView: {
            /** @description Whether the shop delivers at all (it has zones or distance bands, and windows) */
            offered: boolean;
            zones: components["schemas"]["DeliveryZoneView"][];
            /** @description Fees by distance from the shop for an address in no zone (then the street is needed to quote); empty when the shop prices by city only */
            bands: components["schemas"]["DeliveryBandView"][];
            freeDeliveryFrom: number | null;
            weekdays: number[];
            /** @description Windows on the start date; empty when the van does not run that day */
            delivery: components["schemas"]["WindowPlacesView"][];
            /** @description Windows on the end date; empty when the van does not run that day */
            collection: components["schemas"]["WindowPlacesView"][];
        };
        DeliverySettingsDto: {
            /**
             * @description Rental charges (less any coupon, before tax) from which delivery is free, rupees; null: never free
             * @example 50000
             */
            freeDeliveryFrom?: number | null;
            /**
             * @description The weekdays the van runs, 0 = Sunday … 6 = Saturday
             * @example [
             *       1,
             *       2,
             *       3,
             *       4,
             *       5,
             *       6
             *     ]
             */
            weekdays: string[];
        };
        DeliverySetupView: {
            zones: components["schemas"]["DeliveryZoneView"][];
            windows: components["schemas"]["DeliveryWindowView"][];
            /** @description Rental charges (less any coupon, before tax) from which delivery is free, rupees; null: never */
            freeDeliveryFrom: number | null;
            /** @description Weekdays the van runs, 0 = Sunday … 6 = Saturday */
            weekdays: number[];
            /** @description Where the van starts, degrees north; null: not set */
            shopLatitude: number | null;
            /** @description Degrees east; null: not set */
            shopLongitude: number | null;
            /** @description Fees by distance from the shop for addresses outside every city zone, nearest first */
            bands: components["schemas"]["DeliveryBandView"][];
            /** @description Whether the server can place addresses on the map (GEOCODER_URL): without it the bands are not used */
            geocoder: boolean;
        };
        DeliveryView: {
            /** @example 12 Galle Road */
            street: string;
            /** @example Colombo */
            city: string;
            /** @example +94 77 123 4567 */
            phone: string;
            /** @description Notes for the driver; empty when none */
            notes: string;
            /**
             * @description The delivery window on the start date
             * @example 09:00-12:00
             */
            deliveryWindow: string;
            /**
             * @description The collection window on the end date
             * @example 14:00-17:00
             */
            collectionWindow: string;
        };
        DeliveryWindowDto: {
            /**
             * @description HH:MM, 24-hour
             * @example 09:00
             */
            startsAt: string;
            /**
             * @description HH:MM, 24-hour, after startsAt
             * @example 12:00
             */
            endsAt: string;
            /**
             * @description Deliveries and collections the window holds on one day, 1 to 100
             * @example 4
             */
            capacity: number;
        };
        DeliveryWindowView: {
            id: number;
            /** @example 09:00 */
            startsAt: string;
            /** @example 12:00 */
            endsAt: string;
            /** @example 09:00-12:00 */
            label: string;
            /** @description Stops (deliveries and collections) the window holds a day */
            capacity: number;
        };
        DeliveryZoneDto: {
            /** @example Colombo */
            city: string;
            /**
             * @description Delivery and collection together, rupees before tax
             * @example 1500
             */
            fee: number;
        };
        DeliveryZoneView: {
            id: number;
            /** @example Colombo */
            city: string;
            /** @description Delivery and collection together, rupees before tax */
            fee: number;
        };
        EmailChangeDto: {
            /** @example new.address@example.com */
            email: string;
            /** @description The current password, again */
            password: string;
        };
        EmailVerified: {
            message: string;
            /** @description The verified address (the new one after a change) */
            email: string;
        };
        ErrorView: {
            /** @description Human text, shown to people as it is */
            error: string;
            statusCode: number;
            /** @description A 400 from validation: each refused field */
            fields?: components["schemas"]["FieldErrorView"][];
            /** @description A 409 from quote or booking: the lines that are not free on every day */
            shortages?: components["schemas"]["ShortageView"][];
        };
        ExportedProfile: {
            _id: string;
            email: string;
            firstName: string;
            lastName: string;
            name: string;
            /** @enum {string} */
            role: "admin" | "staff" | "customer";
            phone: string | null;
            address: string | null;
            profilePicture: string | null;
            isBlocked: boolean;
            /** @description The account signs in with a password (false: Google sign-in only) */
            hasPassword: boolean;
            /** @description The owner confirmed the e-mail address (its link, a password reset or Google sign-in); admins and staff always have */
            emailVerified: boolean;
            createdAt: string;
            /** Format: date-time */
            emailVerifiedAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        ExportedSession: {
            /** @example Chrome 131 on Android */
            device: string;
            userAgent: string;
            ipAddress: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            endedAt: string | null;
        };
        ExtendOrderDto: {
            /**
             * @description The new end date (the return day), after the current one
             * @example 2026-12-10
             */
            endingDate: string;
        };
        ExtensionLineView: {
            key: string;
            name: string;
            quantity: number;
            /**
             * @description How the hire of each unit would be charged over the new days
             * @example 1 week + 3 days
             */
            breakdown: string;
            /** @description Rental charge of the line (all units) over the new days, rupees */
            amount: number;
        };
        ExtensionQuoteView: {
            /** @example ORD0001 */
            orderId: string;
            /** @example 2026-12-01 */
            startingDate: string;
            /**
             * @description The end date asked about
             * @example 2026-12-10
             */
            endingDate: string;
            /** @description Days with the new end date */
            days: number;
            /**
             * @description The end date the order has now
             * @example 2026-12-03
             */
            currentEndingDate: string;
            /** @description Days the order has now */
            currentDays: number;
            /** @description totalAmount the order has now, rupees */
            currentTotalAmount: number;
            /** @description Rental charges before tax with the new end date, rupees */
            subtotal: number;
            /** @description Tax rate of the order, percent */
            taxRate: number;
            /** @description Tax with the new end date, rupees */
            tax: number;
            /** @description totalAmount with the new end date, rupees (rental charges + late fees + tax) */
            totalAmount: number;
            /** @description What the extension would add to totalAmount, rupees (tax included): the priceDifference PUT /extend returns */
            priceDifference: number;
            /** @description Refundable deposits, rupees (an extension does not change them) */
            deposit: number;
            /** @description totalAmount + deposit with the new end date, rupees */
            amountDue: number;
            lines: components["schemas"]["ExtensionLineView"][];
        };
        FieldErrorView: {
            /** @example price */
            field: string;
            messages: string[];
        };
        ForgotPasswordDto: {
            /** @example customer@example.com */
            email: string;
        };
        FulfilmentDto: {
            /** @enum {string} */
            method: "pickup" | "delivery";
            /**
             * @description Required to book a delivery; the quote prices a city zone without it, an address outside the zones (priced by distance) needs it
             * @example 12 Galle Road
             */
            street?: string;
            /**
             * @description Required for delivery: one of the cities of GET /api/delivery/options
             * @example Colombo
             */
            city?: string;
            /**
             * @description Required to book a delivery: the driver calls it
             * @example +94 77 123 4567
             */
            phone?: string;
            /**
             * @description Notes for the driver
             * @example Gate code 1234
             */
            notes?: string;
            /**
             * @description Required for delivery: a window id of GET /api/delivery/options, on the start date
             * @example 1
             */
            deliveryWindowId?: number;
            /**
             * @description Required for delivery: a window id of GET /api/delivery/options, on the end date
             * @example 2
             */
            collectionWindowId?: number;
        };
        GalleryItemCreated: {
            /** @example Gallery item created */
            message: string;
            item: components["schemas"]["GalleryItemView"];
        };
        GalleryItemDeleted: {
            /** @example Gallery item deleted */
            message: string;
        };
        GalleryItemUpdated: {
            /** @example Gallery item updated */
            message: string;
            item: components["schemas"]["GalleryItemView"];
        };
        GalleryItemView: {
            _id: string;
            imageUrl: string;
            description: string;
            /** @default general */
            category: string;
            createdAt: string;
        };
        GalleryPage: {
            data: components["schemas"]["GalleryItemView"][];
            pagination: components["schemas"]["Pagination"];
        };
        GoogleLoginDto: {
            /** @description An OAuth access token from Google Identity Services */
            accessToken: string;
        };
        IdDocumentReceived: {
            message: string;
            idDocument: components["schemas"]["IdDocumentStatusView"];
        };
        IdDocumentSettingsDto: {
            /**
             * @description Rupees (order total, tax included) from which an ID document is asked for; null or absent: not by total
             * @example 50000
             */
            requiredFromTotal?: number | null;
            /**
             * @description Product categories for which an ID document is asked for; absent: none
             * @example [
             *       "lights"
             *     ]
             */
            requiredForCategories?: ("audio" | "lights")[];
            /**
             * @description Days a document is kept after the return, 0 to 3650; absent: 30
             * @example 30
             */
            keepDays?: number;
        };
        IdDocumentSettingsSaved: {
            /**
             * @description Ask for an ID document when the order total (tax included) is at least this many rupees; null: not by total
             * @example 50000
             */
            requiredFromTotal: number | null;
            /**
             * @description Ask for one when the order holds a product of one of these categories
             * @example [
             *       "lights"
             *     ]
             */
            requiredForCategories: string[];
            /**
             * @description Days a document is kept after the order's return; those of cancelled, rejected or expired orders are deleted at once
             * @example 30
             */
            keepDays: number;
            message: string;
        };
        IdDocumentSettingsView: {
            /**
             * @description Ask for an ID document when the order total (tax included) is at least this many rupees; null: not by total
             * @example 50000
             */
            requiredFromTotal: number | null;
            /**
             * @description Ask for one when the order holds a product of one of these categories
             * @example [
             *       "lights"
             *     ]
             */
            requiredForCategories: string[];
            /**
             * @description Days a document is kept after the order's return; those of cancelled, rejected or expired orders are deleted at once
             * @example 30
             */
            keepDays: number;
        };
        IdDocumentStatusView: {
            /** @description The shop asks for an ID document (NIC or passport) for this order */
            required: boolean;
            /** @description One was received and is kept (staff can view it) */
            received: boolean;
            /** @description When it was received, ISO time; null when none is kept */
            receivedAt: string | null;
        };
        IdDocumentUploadDto: {
            /**
             * @example image/jpeg
             * @enum {string}
             */
            contentType: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
            /**
             * @description The file size in bytes, at most 10 MB; the link accepts exactly this size
             * @example 482133
             */
            size: number;
        };
        IdDocumentUploadLink: {
            /** @description PUT the file here, with the same Content-Type and exactly `size` bytes, before the link expires */
            uploadUrl: string;
            /** @description When the link stops working, ISO time */
            expiresAt: string;
        };
        ImportProblemView: {
            /** @description The line of the file (the header is line 1) */
            row: number;
            /** @description The column header */
            column: string;
            error: string;
        };
        InspectionDueView: {
            /** @example LGT-005-03 */
            tag: string;
            /** @enum {string} */
            unitStatus: "available" | "out" | "repair" | "retired";
            productKey: string;
            productName: string;
            ruleId: number;
            ruleName: string;
            everyDays: number | null;
            afterRentals: number | null;
            /**
             * @description overdue: to inspect now (never inspected, or past its day or rentals); due: within 7 days or one rental
             * @enum {string}
             */
            state: "overdue" | "due" | "ok";
            /** @description The day it falls due by days; null when not yet inspected or the check counts rentals only */
            dueOn: string | null;
            /** @description Rentals left before it falls due */
            rentalsLeft: number | null;
            /** @description ISO time of the last pass; null when never inspected */
            lastPassedAt: string | null;
            /** @enum {string|null} */
            lastResult: "passed" | "failed" | null;
        };
        InspectionRecorded: {
            message: string;
            inspections: components["schemas"]["UnitInspectionsView"];
        };
        InspectionResultDto: {
            /** @description The check (its id, from the product's inspections) */
            ruleId: number;
            /** @enum {string} */
            result: "passed" | "failed";
            /**
             * @description Required when it failed: why (the repair reason)
             * @example PAT 0.2 MΩ, all good
             */
            note?: string;
            /**
             * @description Failed: the day the unit is expected back from repair
             * @example 2026-12-10
             */
            backOn?: string;
            /** @description true: go ahead even when bookings from today on would be left without enough units (they are named in the 409 otherwise) */
            force?: boolean;
        };
        InspectionRuleDto: {
            /** @example Electrical safety test */
            name: string;
            /** @description Due this many days after the last pass (with afterRentals: whichever comes first) */
            everyDays?: number | null;
            /** @description Due after this many rentals (hand-outs) since the last pass */
            afterRentals?: number | null;
        };
        InspectionRuleSaved: {
            message: string;
            rule: components["schemas"]["InspectionRuleView"];
        };
        InspectionRuleView: {
            id: number;
            /** @example Electrical safety test */
            name: string;
            everyDays: number | null;
            afterRentals: number | null;
        };
        InspectionRulesView: {
            productKey: string;
            rules: components["schemas"]["InspectionRuleView"][];
        };
        InspectionSettingsDto: {
            /** @description Overdue units are not rented out: availability, quotes, bookings and pick-up count that */
            blockOverdue: boolean;
        };
        InspectionSettingsSaved: {
            blockOverdue: boolean;
            message: string;
        };
        InspectionSettingsView: {
            blockOverdue: boolean;
        };
        InspectionsDueView: {
            /** @description The shop's setting: overdue units are not rented out */
            blockOverdue: boolean;
            /** @description Overdue first, then due; by tag */
            items: components["schemas"]["InspectionDueView"][];
        };
        KitDto: {
            /** @description The products in one kit and how many of each; empty makes it a plain product again */
            components: components["schemas"]["KitPartDto"][];
        };
        KitPartDto: {
            /** @example TOP-SPEAKER */
            key: string;
            qty: number;
        };
        KitPartView: {
            key: string;
            name: string;
            qty: number;
        };
        KitView: {
            key: string;
            /** @description Empty when the product is not a kit */
            components: components["schemas"]["KitPartView"][];
        };
        LateFeeDto: {
            /**
             * @description The new late fee before tax, rupees (0 waives it); the server works out tax, total and what is due
             * @example 0
             */
            lateFee: number;
            /**
             * @description Why the fee is waived or changed (required, kept in the audit trail)
             * @example Customer phoned ahead; the van broke down
             */
            reason: string;
        };
        LinkTokenDto: {
            /** @description The token of the e-mail's link */
            token: string;
        };
        LoginDto: {
            /** @example customer@example.com */
            email: string;
            /** @example customer123 */
            password: string;
        };
        OrderExtended: {
            /** @example Booking Created */
            message: string;
            order: components["schemas"]["OrderView"];
            /** @description What the extension adds to totalAmount, rupees (tax included) */
            priceDifference: number;
        };
        OrderHandlerDto: {
            /**
             * @description The handler's user id (staff or admin), or null for nobody in particular
             * @example 2
             */
            userId: number | null;
        };
        OrderHandlerRef: {
            /** @example 2 */
            id: number;
            /**
             * @description Their name when they were chosen
             * @example Nimal Perera
             */
            name: string;
        };
        OrderHandlerView: {
            /** @example 2 */
            id: number;
            /**
             * @description Their name, or e-mail when they gave none
             * @example Nimal Perera
             */
            name: string;
            /** @enum {string} */
            role: "staff" | "admin";
        };
        OrderNoteDto: {
            /**
             * @description The note, 1 to 2000 characters
             * @example Customer called: will pick up at 10:00
             */
            text: string;
        };
        OrderNoteSaved: {
            /** @example Note added to ORD0001 */
            message: string;
            note: components["schemas"]["OrderNoteView"];
        };
        OrderNoteView: {
            _id: string;
            /** @example Customer called: will pick up at 10:00 */
            text: string;
            /**
             * @description Who wrote it, as named when written
             * @example Sam Perera
             */
            author: string;
            /** @example sam@example.com */
            authorEmail: string;
            /** @description When it was written (ISO 8601) */
            at: string;
        };
        OrderPage: {
            data: components["schemas"]["AdminOrderView"][];
            pagination: components["schemas"]["Pagination"];
        };
        OrderPaymentsView: {
            /** @example ORD0001 */
            orderId: string;
            status: string;
            /** @description Rupees: rental charges + late fees + tax */
            totalAmount: number;
            /** @description Refundable deposits, rupees */
            deposit: number;
            /** @description Received so far, rupees */
            amountPaid: number;
            /** @description Still to pay, rupees */
            amountDue: number;
            /** @description A pay-now booking unpaid by then is released (ISO time); null once paid or when paying at pickup */
            payBy: string | null;
            payments: components["schemas"]["PaymentView"][];
        };
        OrderSaved: {
            /** @example Booking Created */
            message: string;
            order: components["schemas"]["OrderView"];
        };
        OrderStatusDto: {
            /**
             * @description any letter case
             * @enum {string}
             */
            status: "approved" | "Rejected";
        };
        OrderUnitsSaved: {
            message: string;
            units: components["schemas"]["OrderUnitsView"];
        };
        OrderUnitsView: {
            /** @example ORD0001 */
            orderId: string;
            /** @description Every line that needs tracked units has them all */
            complete: boolean;
            /** @description Lines of products whose units are tracked; others need no tags */
            lines: components["schemas"]["UnitNeedView"][];
        };
        OrderView: {
            _id: string;
            /** @example ORD0001 */
            orderId: string;
            email: string;
            days: number;
            /** @example 2026-12-01 */
            startingDate: string;
            /** @example 2026-12-03 */
            endingDate: string;
            /** @description Rupees: rental charges + late fees + tax (deposits are apart) */
            totalAmount: number;
            /** @description Rental charges before tax and discount, rupees */
            subtotal: number;
            /** @description The coupon used at booking, or null. Always sent */
            couponCode?: string | null;
            /** @description Rupees off the rental charges by the coupon (tax is on subtotal less discount); 0 without one. Always sent */
            discount?: number;
            /** @description The rental agreement accepted at booking, or null when booked without terms. Always sent */
            acceptance?: components["schemas"]["TermsAcceptanceView"] | null;
            /**
             * @description 'pickup' at the shop, or 'delivery' (and collection) to an address. Always sent
             * @enum {string}
             */
            fulfilment?: "pickup" | "delivery";
            /** @description Delivery and collection fee before tax, rupees (0 for pickup). Always sent */
            deliveryFee?: number;
            /** @description Address and windows of a delivery; null for pickup. Always sent */
            delivery?: components["schemas"]["DeliveryView"] | null;
            /** @description Whether the shop asks for the renter's ID document for this order and whether it was received (never where it is). Always sent */
            idDocument?: components["schemas"]["IdDocumentStatusView"];
            /** @description Tax rate when booked, percent */
            taxRate: number;
            /** @description Tax on rental charges, delivery fee and late fees, rupees */
            tax: number;
            /** @description Refundable deposits, rupees */
            deposit: number;
            /** @description What is still to pay, rupees: totalAmount + deposit, less the deposit given back at return and amountPaid */
            amountDue: number;
            /** @description Received so far (settled payments less refunds), rupees. Always sent */
            amountPaid?: number;
            /** @description Payments of the order, oldest first. Always sent */
            payments?: components["schemas"]["PaymentView"][];
            /** @description Days after the end date the gear came back (set at return) */
            lateDays: number;
            /** @description Late fee before tax, rupees (set at return) */
            lateFee: number;
            /** @description Why staff waived or changed the late fee; null while it is as charged. Always sent */
            lateFeeReason?: string | null;
            /** @description The member of staff who handles the pick-up and return (their calendar feed lists it); null: nobody in particular. Always sent */
            handledBy?: components["schemas"]["OrderHandlerRef"] | null;
            /** @description Deposit given back at return, rupees; null until returned */
            depositRefunded: number | null;
            /** @description Why part of the deposit was kept */
            depositRefundReason: string | null;
            /** @enum {string} */
            status: "Pending" | "approved" | "Rejected" | "Cancelled" | "Expired";
            orderDate: string;
            orderedItems: components["schemas"]["OrderedItemView"][];
            /** @description When the gear was picked up (staff), ISO time */
            pickedUpAt: string | null;
            /** @description When the gear came back (staff), ISO time */
            returnedAt: string | null;
            /** @description Approved, past its end date and not returned */
            overdue: boolean;
            /** @description Whole days since the end date while overdue, else 0 */
            daysOverdue: number;
            /**
             * @description Where the order is now: its status, and after approval 'Out' (picked up), 'Late' (out past its end date) or 'Returned'. Always sent
             * @enum {string}
             */
            stage?: "Pending" | "approved" | "Out" | "Late" | "Returned" | "Rejected" | "Cancelled" | "Expired";
            /** @description What its stage allows now (the order process): 'approve', 'reject', 'cancel', 'extend', 'pickup', 'return'; anything else gets a 409. Always sent */
            actions?: ("approve" | "reject" | "cancel" | "extend" | "pickup" | "return")[];
        };
        OrderedItemView: {
            product: components["schemas"]["OrderedProductView"];
            quantity: number;
            /**
             * @description How the hire of each unit is charged
             * @example 1 week + 2 days
             */
            breakdown: string;
            /** @description Rental charge of the line (all units), rupees */
            amount: number;
            /** @description Refundable deposit of the line (all units), rupees */
            deposit: number;
        };
        OrderedProductView: {
            key: string;
            name: string;
            /** @description The first image of the product when it was booked; empty when it had none */
            image: string;
            /** @description Rupees per day when booked */
            price: number;
            /** @description Rupees per weekend when booked, if the product had a weekend rate */
            weekendPrice?: number;
            /** @description Rupees per week when booked, if the product had a week rate */
            weekPrice?: number;
        };
        OutboxAttachmentView: {
            /** @example rental-agreement-ORD0042.pdf */
            fileName: string;
            /** @example application/pdf */
            contentType: string;
            /** @description Bytes */
            size: number;
        };
        OutboxMailDetail: {
            id: number;
            /** @enum {string} */
            kind: "booking-received" | "booking-approved" | "booking-rejected" | "pickup-reminder" | "return-reminder" | "overdue-notice" | "deposit-refunded" | "payment-received" | "payment-failed" | "refund-sent" | "delivery-confirmed" | "delivery-reminder" | "collection-reminder" | "dates-changed" | "contact-message" | "verify-email" | "password-reset" | "password-changed" | "email-change-notice" | "sign-in-locked" | "two-step-changed";
            /** @example ORD0042 */
            orderId: string | null;
            recipient: string;
            subject: string;
            /**
             * @description 'queued' until sent; 'failed' after MAIL_MAX_ATTEMPTS tries
             * @enum {string}
             */
            status: "queued" | "sent" | "failed";
            /** @description Tries so far */
            attempts: number;
            /** @description Why the latest failed try failed */
            lastError: string | null;
            /**
             * Format: date-time
             * @description When the next try may start (null once sent or failed)
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The plain-text part, as sent */
            text: string;
            /** @description The HTML part, as sent (its values escaped when written) */
            html: string;
            /** @description The files it carries (the agreement PDF, the rental period as .ics), in order */
            attachments: components["schemas"]["OutboxAttachmentView"][];
        };
        OutboxMailView: {
            id: number;
            /** @enum {string} */
            kind: "booking-received" | "booking-approved" | "booking-rejected" | "pickup-reminder" | "return-reminder" | "overdue-notice" | "deposit-refunded" | "payment-received" | "payment-failed" | "refund-sent" | "delivery-confirmed" | "delivery-reminder" | "collection-reminder" | "dates-changed" | "contact-message" | "verify-email" | "password-reset" | "password-changed" | "email-change-notice" | "sign-in-locked" | "two-step-changed";
            /** @example ORD0042 */
            orderId: string | null;
            recipient: string;
            subject: string;
            /**
             * @description 'queued' until sent; 'failed' after MAIL_MAX_ATTEMPTS tries
             * @enum {string}
             */
            status: "queued" | "sent" | "failed";
            /** @description Tries so far */
            attempts: number;
            /** @description Why the latest failed try failed */
            lastError: string | null;
            /**
             * Format: date-time
             * @description When the next try may start (null once sent or failed)
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        OutboxPage: {
            data: components["schemas"]["OutboxMailView"][];
            pagination: components["schemas"]["Pagination"];
        };
        OutboxResent: {
            /** @example E-mail queued to be sent again */
            message: string;
            mail: components["schemas"]["OutboxMailView"];
        };
        Pagination: {
            page: number;
            limit: number;
            total: number;
            /** @description 0 when the list is empty */
            totalPages: number;
        };
        PasswordChangeDto: {
            /** @description The current password */
            currentPassword: string;
            /** @description The new password */
            password: string;
        };
        PasswordChanged: {
            message: string;
            /** @description Sessions ended (other devices signed out) */
            ended: number;
        };
        PaymentOptionsView: {
            /** @description Whether any online payment is set up; without it only pay at pickup is offered */
            online: boolean;
            /**
             * @description Who takes the money online
             * @enum {string|null}
             */
            provider: "payhere" | "stripe" | null;
            /** @description The plans the shop offers at checkout, in order */
            plans: ("full" | "deposit" | "pickup")[];
            /** @example LKR */
            currency: string;
            /** @description How long a pay-now booking waits for the money before its units are released */
            holdMinutes: number;
            /** @description PayHere's page the checkout form is posted to (its origin goes in the site's form-action); null for Stripe, whose page is opened */
            checkoutUrl: string | null;
        };
        PaymentView: {
            _id: string;
            /**
             * @description 'rental' pays the whole booking (hire and deposit); 'deposit' the deposit only
             * @enum {string}
             */
            kind: "rental" | "deposit" | "balance" | "late-fee" | "refund";
            /** @enum {string} */
            provider: "payhere" | "stripe" | "cash";
            /** @description The provider's id of the transaction (PayHere payment_id) */
            reference: string | null;
            /**
             * @description For a refund: 'pending' while being sent, 'paid' once the provider (or the counter) sent it, 'failed' when refused (retry it)
             * @enum {string}
             */
            status: "pending" | "paid" | "failed" | "cancelled" | "charged-back";
            /** @description Rupees */
            amount: number;
            /** @example LKR */
            currency: string;
            /** @description Why staff must look at it, e.g. paid after the booking was released */
            attention: string | null;
            /** @description For a refund: the payment whose money it gives back */
            refundOf: string | null;
            /** @description For a refund: why the money goes back */
            note: string | null;
            createdAt: string;
            updatedAt: string;
        };
        PickupOrderDto: {
            /** @description true: hand it out before its start date (staff confirmed an early pick-up); without it that gets a 409 with early: true */
            early?: boolean;
        };
        PlannerBar: {
            /** @enum {string} */
            kind: "booking" | "turnaround" | "repair" | "inspection";
            /**
             * @description For a booking
             * @enum {string}
             */
            state?: "Pending" | "approved" | "out" | "late" | "returned";
            /**
             * @description The order it belongs to (a booking, or the turnaround after it)
             * @example ORD0042
             */
            orderId?: string;
            /** @description Units it holds on this row (a product row: those not yet handed out as tagged units) */
            quantity?: number;
            /**
             * @description First day, as booked (it may start before the range shown)
             * @example 2026-12-01
             */
            from: string;
            /**
             * @description The day after its last day
             * @example 2026-12-03
             */
            until: string;
            /** @description Its first day shown, counted from the range's first day (0) */
            at: number;
            /** @description Days shown (at least 1) */
            span: number;
            /**
             * @description For an inspection: overdue (from the day it fell due until today) or due (on the day it falls due; today when it counts rentals)
             * @enum {string}
             */
            inspection?: "overdue" | "due";
            /** @description The customer (a booking), the reason (a repair) or the check (an inspection) */
            note?: string;
        };
        PlannerRow: {
            /** @description The product key, or the unit tag for a unit row */
            id: string;
            /** @enum {string} */
            kind: "product" | "unit";
            productKey: string;
            /** @description The product name, or the unit tag */
            name: string;
            category: string;
            /** @description A product: its stock; a unit: 1 */
            stock: number;
            /** @description A unit: available, out or repair */
            status?: string;
            bars: components["schemas"]["PlannerBar"][];
        };
        PlannerView: {
            /** @example 2026-12-01 */
            from: string;
            /**
             * @description The day after the last day shown
             * @example 2026-12-15
             */
            until: string;
            days: number;
            /** @example 2026-12-02 */
            today: string;
            rows: components["schemas"]["PlannerRow"][];
            /** @description More products matched than are shown (narrow the filter) */
            truncated: boolean;
        };
        PresignUploadDto: {
            /**
             * @example image/jpeg
             * @enum {string}
             */
            contentType: "image/jpeg" | "image/png" | "image/webp" | "image/gif" | "image/avif";
            /** @enum {string} */
            folder: "products" | "gallery";
            /**
             * @description The file size in bytes. When given, the link accepts exactly this size (S3 cannot cap a presigned PUT otherwise).
             * @example 482133
             */
            size?: number;
        };
        PresignedUpload: {
            /** @description PUT the file here with the same Content-Type before the link expires */
            uploadUrl: string;
            /** @description Where the image can be read once uploaded; store this on the product or gallery item */
            publicUrl: string;
        };
        ProductAvailabilityView: {
            key: string;
            /** @description Units the shop owns (in service, when its units are tracked; whole kits, for a kit) */
            stock: number;
            /** @example 2026-12-01 */
            start: string;
            /** @example 2026-12-03 */
            end: string;
            days: components["schemas"]["DayAvailabilityView"][];
            /** @description The fewest free units on any of the days: what can be booked for the whole range */
            free: number;
        };
        ProductDeleted: {
            message: string;
        };
        ProductImportDto: {
            /** @description The CSV text: a header line naming the columns (see the template), then one product per line */
            csv: string;
            /**
             * @description Import the rows without problems and leave out the others (the response says which lines were left out)
             * @default false
             */
            onlyValid: boolean;
            /**
             * @description Check every row and return what would be created and updated, writing nothing
             * @default false
             */
            dryRun: boolean;
        };
        ProductImportView: {
            /** @description False on a dry run: nothing was written */
            written: boolean;
            /** @description Keys of the products created (or that would be) */
            created: string[];
            /** @description Keys of the products updated (or that would be) */
            updated: string[];
            /** @description Lines left out for their problems */
            skippedRows: number[];
            errors: components["schemas"]["ImportProblemView"][];
        };
        ProductPage: {
            data: components["schemas"]["ProductView"][];
            pagination: components["schemas"]["Pagination"];
        };
        ProductSaved: {
            message: string;
            product: components["schemas"]["ProductView"];
        };
        ProductView: {
            _id: string;
            key: string;
            name: string;
            /** @description Rupees per day */
            price: number;
            oldPrice?: number;
            /** @description Rupees for a Friday-to-Monday hire; absent when the product has no weekend rate */
            weekendPrice?: number;
            /** @description Rupees for 7 days; absent when the product has no week rate */
            weekPrice?: number;
            /** @description Refundable deposit per unit in rupees; 0 when none */
            deposit: number;
            /** @enum {string} */
            category: "audio" | "lights";
            /** @enum {string} */
            priceCategory: "standard" | "discounted" | "premium";
            dimensions: string;
            description: string;
            image: string[];
            /** @description The same list as image (spec §3: some places read images) */
            images: string[];
            availability: boolean;
            /**
             * @description Units the shop owns: its tracked units in service, and any not yet tagged (counted until they have units)
             * @example 1
             */
            stock: number;
            /**
             * @description Hours a returned unit stays out of availability after its return day (always sent)
             * @example 0
             */
            turnaroundHours?: number;
            /** @example 4.5 */
            rating: number;
        };
        ProfileUpdateDto: {
            firstName?: string;
            lastName?: string;
            address?: string;
            phone?: string;
        };
        QuoteLineView: {
            key: string;
            name: string;
            /** @description Rupees per day */
            price: number;
            /** @description Rupees per weekend (Friday to Monday), when the product has that rate */
            weekendPrice?: number;
            /** @description Rupees per week, when the product has that rate */
            weekPrice?: number;
            qty: number;
            /** @description Charged days, counted from the dates */
            days: number;
            /**
             * @description How each unit is charged: the cheapest mix of weeks, weekends and days
             * @example 1 week + 2 days
             */
            breakdown: string;
            /** @description Rental charge of the line (all units), rupees */
            amount: number;
            /** @description The same as amount (older clients read lineTotal) */
            lineTotal: number;
            /** @description Refundable deposit of the line (all units), rupees */
            deposit: number;
            /** @description The fewest units free on any day of the range */
            available: number;
        };
        QuoteView: {
            /** @description Rental charges + tax, rupees exact to the paisa; with no duration rates and tax 0 it is Σ price × qty × days */
            total: number;
            /** @description Rental charges before tax and discount, rupees */
            subtotal: number;
            /** @description The coupon applied (upper-case), when the cart named one */
            couponCode?: string;
            /** @description Rupees off the rental charges by the coupon, when the cart named one: never more than the charges, never off deposits */
            discount?: number;
            /**
             * @description 'delivery' when the cart asked for delivery (left out for pickup)
             * @enum {string}
             */
            fulfilment?: "pickup" | "delivery";
            /** @description Delivery and collection fee before tax, rupees: the zone of the city, 0 when the rental charges (less any discount) reach the free-delivery threshold, sent with fulfilment delivery only */
            deliveryFee?: number;
            /** @description Tax rate, percent (TAX_RATE_PERCENT) */
            taxRate: number;
            /** @description Tax on the rental charges less any discount, plus the delivery fee, rounded to the paisa */
            tax: number;
            /** @description Refundable deposits, rupees (not taxed, not in total) */
            deposit: number;
            /** @description total + deposit, rupees */
            amountDue: number;
            /** @description Counted from the dates, at least 1 */
            days: number;
            lines: components["schemas"]["QuoteLineView"][];
        };
        ReadyView: {
            /** @example ready */
            status: string;
            /** @enum {string} */
            database: "up" | "down";
            /** @enum {string} */
            redis: "up" | "down" | "not configured";
            /** @description Present while Redis is unreachable: what the instance does without it (it stays ready) */
            degraded?: string;
        };
        RecentOrderView: {
            /** @example ORD0042 */
            orderId: string;
            email: string;
            /** @description Rupees */
            totalAmount: number;
            /** @enum {string} */
            status: "Pending" | "approved" | "Rejected" | "Cancelled" | "Expired";
            orderDate: string;
        };
        RecentSignupView: {
            _id: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: "admin" | "staff" | "customer";
            createdAt: string;
        };
        RecoveryCodes: {
            message: string;
            /** @description Ten single-use codes, shown this once */
            recoveryCodes: string[];
        };
        RecoveryCodesRenewalDto: {
            /** @description The current password */
            password?: string;
            /**
             * @description Or: the 6-digit code of the authenticator app
             * @example 123456
             */
            code?: string;
        };
        RegisterDto: {
            /** @example asha@example.com */
            email: string;
            firstName: string;
            lastName: string;
            password: string;
            address: string;
            phone: string;
        };
        ReleaseFigures: {
            /** @example 1.4.0-0a1b2c3 */
            release: string;
            /** @description Page views that loaded it (sampled browsers) */
            views: number;
            /** @description Uncaught errors in its code */
            errors: number;
            /** @description Times it could not be loaded */
            loadFailures: number;
            /** @description errors + loadFailures per 1,000 views, one decimal; null without views */
            errorRate: number | null;
            /** @description The last error message, shortened */
            lastMessage: string | null;
            /** @description First report (ISO time); null without reports */
            firstSeen: string | null;
            /** @description Last report (ISO time); null without reports */
            lastSeen: string | null;
        };
        ReleaseHealthView: {
            remotes: components["schemas"]["RemoteHealth"][];
            /**
             * @description Days the figures cover
             * @example 14
             */
            days: number;
            /** @example 3 */
            flagRatio: number;
            /** @example 5 */
            flagMinErrors: number;
        };
        RemoteHealth: {
            /** @example catalog */
            remote: string;
            /**
             * @description deployment: live and previous come from remotes.json and the remote's deploy folder; reports: from what browsers loaded most recently
             * @enum {string}
             */
            source: "deployment" | "reports";
            live: components["schemas"]["ReleaseFigures"] | null;
            previous: components["schemas"]["ReleaseFigures"] | null;
            /** @description The live release's rate is at least RELEASE_FLAG_RATIO times the previous one's, with at least RELEASE_FLAG_MIN_ERRORS errors */
            flagged: boolean;
            /** @description The release POST …/rollback pins; null when this API cannot roll this remote back */
            rollbackTo?: string | null;
        };
        RepairUnitDto: {
            /** @example Crackling woofer */
            reason: string;
            /**
             * @description The day it is expected back and free to rent again
             * @example 2026-12-10
             */
            backOn: string;
            /** @description true: go ahead even when bookings from today on would be left without enough units (they are named in the 409 otherwise) */
            force?: boolean;
        };
        ReportMeasure: {
            /** @example rental */
            key: string;
            /** @example Rental */
            label: string;
            /**
             * @description money: rupees; percent: 0 to 100 (one decimal)
             * @enum {string}
             */
            unit: "money" | "count" | "days" | "percent" | "text" | "date";
        };
        ReportPeriod: {
            /** @example 2026-11-01 */
            from: string;
            /**
             * @description Included
             * @example 2026-11-30
             */
            to: string;
        };
        ReportPoint: {
            /**
             * @description The day, or the first day of the week (Monday) or month; the first and last may be cut by the range
             * @example 2026-11-02
             */
            period: string;
            /** @description One figure per measure */
            values: {
                [key: string]: number;
            };
        };
        ReportView: {
            /** @enum {string} */
            report: "revenue" | "bookings" | "utilisation" | "top-products" | "late-returns" | "deposits";
            from: string;
            to: string;
            /** @enum {string} */
            interval: "day" | "week" | "month";
            /** @description As long as the range, ending the day before it */
            previous: components["schemas"]["ReportPeriod"];
            /** @description The figures of each point and of the totals */
            measures: components["schemas"]["ReportMeasure"][];
            series: components["schemas"]["ReportPoint"][];
            previousSeries: components["schemas"]["ReportPoint"][];
            totals: {
                [key: string]: number;
            };
            previousTotals: {
                [key: string]: number;
            };
            /** @description The detail rows' columns */
            columns: components["schemas"]["ReportMeasure"][];
            /** @description Detail rows (the CSV of utilisation and top-products has them all) */
            rows: {
                [key: string]: unknown;
            }[];
            /** @description Detail rows there are in all (rows may list fewer) */
            rowCount: number;
            /** @description top-products: products with no booking in the range */
            idle?: {
                [key: string]: unknown;
            }[];
        };
        ResetPasswordDto: {
            /** @description The token of the e-mail's link */
            token: string;
            password: string;
        };
        RetireUnitDto: {
            /** @example Dropped, beyond repair */
            reason?: string;
            /** @description true: go ahead even when bookings from today on would be left without enough units (they are named in the 409 otherwise) */
            force?: boolean;
        };
        ReturnOrderDto: {
            /** @description Rupees of the deposit given back; the whole deposit when left out */
            depositRefunded?: number;
            /** @description Why part of the deposit is kept (required then), e.g. damage */
            depositRefundReason?: string;
        };
        RoleChangeDto: {
            /**
             * @description 'staff' grants the order work; 'customer' removes it
             * @enum {string}
             */
            role: "admin" | "staff" | "customer";
        };
        RollbackDone: {
            /** @example catalog */
            remote: string;
            /** @example 1.3.0-9f8e7d6 */
            release: string;
            /** @example 1.4.0-0a1b2c3 */
            from: string | null;
            /** @example http://localhost:8081/releases/1.3.0-9f8e7d6/mf-manifest.json */
            manifest: string;
        };
        RollbackDto: {
            /** @example 1.3.0-9f8e7d6 */
            release: string;
        };
        RunItemView: {
            key: string;
            name: string;
            qty: number;
            /** @description Tags of the units assigned to the line */
            units: string[];
        };
        RunStopView: {
            /** @enum {string} */
            kind: "delivery" | "collection";
            /** @example 09:00-12:00 */
            window: string;
            /** @example ORD0001 */
            orderId: string;
            /** @enum {string} */
            status: "Pending" | "approved" | "Rejected" | "Cancelled" | "Expired";
            /** @enum {string} */
            stage: "Pending" | "approved" | "Out" | "Late" | "Returned" | "Rejected" | "Cancelled" | "Expired";
            /** @description What the order allows now: 'pickup' marks a delivery done, 'return' a collection */
            actions: ("approve" | "reject" | "cancel" | "extend" | "pickup" | "return")[];
            /** @description Delivered (picked up) or collected (returned) */
            done: boolean;
            /** @description When it was marked done, ISO time */
            doneAt: string | null;
            customer: string;
            email: string;
            phone: string;
            street: string;
            city: string;
            notes: string;
            items: components["schemas"]["RunItemView"][];
        };
        RunsView: {
            /** @example 2026-12-01 */
            date: string;
            /** @description In time order: by window, deliveries before collections, then by order */
            stops: components["schemas"]["RunStopView"][];
        };
        SecondFactorChallengeDto: {
            /** @description The `challenge` of the sign-in's 401 response (valid for 5 minutes) */
            challenge: string;
        };
        SecondFactorCodeDto: {
            /**
             * @description The 6-digit code of the authenticator app, or one of the recovery codes
             * @example 123456
             */
            code: string;
        };
        SecondFactorRequired: {
            error: string;
            /** @example 401 */
            statusCode: number;
            /**
             * @description 'code': ask for the authenticator's code; 'enrol': the account must set up two-step sign-in first
             * @enum {string}
             */
            secondFactor?: "code" | "enrol";
            /** @description Sent back with the code (POST /api/users/login/second-factor) or the set-up */
            challenge?: string;
            /** @description Seconds the challenge stays valid */
            challengeExpiresIn?: number;
        };
        SecondFactorReset: {
            message: string;
        };
        SecondFactorStepDto: {
            /** @description The `challenge` of the sign-in's 401 response (valid for 5 minutes) */
            challenge: string;
            /**
             * @description The 6-digit code of the authenticator app, or one of the recovery codes
             * @example 123456
             */
            code: string;
        };
        SessionView: {
            id: string;
            /** @description The session of the token that asked */
            current: boolean;
            /** @example Chrome 131 on Android */
            device: string;
            /** @description Client address at sign-in */
            ipAddress: string;
            createdAt: string;
            /** @description Last use, to within a few minutes */
            lastSeenAt: string;
            expiresAt: string;
        };
        SessionsEnded: {
            message: string;
            ended: number;
        };
        ShopDetails: {
            /** @example Stage Rentals */
            name: string;
            /** @example +94 11 234 5678 */
            phone: string;
            /** @example hello@stagerentals.lk */
            email: string;
            /** @example 12 Stage Road, Colombo 03 */
            address: string;
        };
        ShortageView: {
            key: string;
            name: string;
            requested: number;
            available: number;
            /** @description The kit's key when this product is short as a part of a kit */
            kit?: string;
            /** @description The kit's name */
            kitName?: string;
        };
        TermsAcceptanceDto: {
            /**
             * @description The full name the customer typed to accept, 2 to 200 characters
             * @example Ana Silva
             */
            name: string;
            /**
             * @description The version of the terms the customer read (GET /api/terms)
             * @example 3
             */
            termsVersion: number;
        };
        TermsAcceptanceView: {
            /** @description The version of the rental terms accepted */
            termsVersion: number;
            /** @description The full name the customer typed */
            name: string;
            /** @description When, ISO time */
            acceptedAt: string;
            /** @description The client address the booking came from */
            clientAddress: string;
        };
        TermsDto: {
            /** @description The full text of the terms, 1 to 50000 characters; saving makes a new version */
            text: string;
        };
        TermsVersionView: {
            version: number;
            text: string;
            publishedAt: string;
            authorEmail: string;
        };
        TermsView: {
            version: number;
            text: string;
            publishedAt: string;
        };
        TwoFactorSetup: {
            /** @description Base32 secret, for typing into the app by hand */
            secret: string;
            /** @description otpauth:// address, as the QR code holds it */
            otpauthUrl: string;
            /** @description The QR code as a PNG data URL */
            qrCode: string;
        };
        TwoFactorStatus: {
            /** @description Two-step sign-in is on: every sign-in asks for a code */
            enabled: boolean;
            /** @description Admins and staff can turn it on; customers cannot */
            available: boolean;
            /** @description The shop requires it for this account (TWO_FACTOR_REQUIRED) */
            required: boolean;
            /** @description Unused recovery codes */
            recoveryCodesLeft: number;
        };
        UnitDetailView: {
            /**
             * @description The product's key and the unit's number
             * @example LGT-005-03
             */
            tag: string;
            productKey: string;
            productName: string;
            /** @enum {string} */
            status: "available" | "out" | "repair" | "retired";
            /** @description The order it is out with */
            orderId: string | null;
            repairReason: string | null;
            /** @description While in repair: the day it is expected back */
            repairBackOn: string | null;
            /** @description Oldest first */
            history: components["schemas"]["UnitEventView"][];
        };
        UnitEventView: {
            at: string;
            /**
             * @description added, out, unassigned, back, repair, repaired or retired
             * @example out
             */
            kind: string;
            note: string;
            orderId: string | null;
        };
        UnitInspectionView: {
            id: number;
            ruleId: number;
            ruleName: string;
            /** @enum {string} */
            result: "passed" | "failed";
            note: string;
            by: string | null;
            at: string;
        };
        UnitInspectionsView: {
            tag: string;
            /** @description Where the unit stands with each of its product's checks */
            checks: components["schemas"]["InspectionDueView"][];
            /** @description Newest first */
            history: components["schemas"]["UnitInspectionView"][];
        };
        UnitNeedView: {
            /** @description The order line: the product booked (a kit, or the product itself) */
            lineKey: string;
            /** @description The product whose units fill it */
            key: string;
            name: string;
            /** @description Units to hand out */
            needed: number;
            /**
             * @description Of these, how many may go out without a tag: the product still has stock counted without tags (stock beyond its units in service). Always sent
             * @example 0
             */
            untracked?: number;
            units: components["schemas"]["AssignedUnitView"][];
        };
        UnitSaved: {
            message: string;
            unit: components["schemas"]["UnitView"];
        };
        UnitTagDto: {
            /**
             * @description The asset tag, as typed or scanned
             * @example LGT-005-03
             */
            tag: string;
        };
        UnitView: {
            /**
             * @description The product's key and the unit's number
             * @example LGT-005-03
             */
            tag: string;
            productKey: string;
            productName: string;
            /** @enum {string} */
            status: "available" | "out" | "repair" | "retired";
            /** @description The order it is out with */
            orderId: string | null;
            repairReason: string | null;
            /** @description While in repair: the day it is expected back */
            repairBackOn: string | null;
        };
        UnitsAdded: {
            message: string;
            units: components["schemas"]["UnitView"][];
        };
        UpdateGalleryItemDto: {
            /** @example Line array and moving heads at the Negombo beach wedding */
            description?: string;
            /**
             * @description Blank means 'general'
             * @example weddings
             */
            category?: string;
        };
        UpdateProductDto: {
            /** @example JBL EON615 powered speaker */
            name: string;
            /**
             * @description Rupees per day, up to 2 decimals
             * @example 1234.57
             */
            price: number;
            /** @description The price before a discount; null clears it */
            oldPrice?: number | null;
            /** @description Rupees for a Friday-to-Monday hire of one unit; null clears it */
            weekendPrice?: Record<string, never> | null;
            /** @description Rupees for 7 days of one unit; null clears it */
            weekPrice?: Record<string, never> | null;
            /** @description Refundable deposit per unit in rupees; null or 0 for none */
            deposit?: Record<string, never> | null;
            /** @enum {string} */
            category: "audio" | "lights";
            /**
             * @default standard
             * @enum {string}
             */
            priceCategory: "standard" | "discounted" | "premium";
            /** @example 70 x 44 x 36 cm */
            dimensions: string;
            description: string;
            /** @description http(s) image addresses; a single string is accepted too */
            image?: string[];
            /** @description http(s) image addresses; a single string is accepted too */
            images?: string[];
            /** @default true */
            availability: boolean;
            /**
             * @description Units the shop owns
             * @default 1
             */
            stock: number;
            /**
             * @description Hours a returned unit stays out of availability after its return day (whole days are held)
             * @default 0
             */
            turnaroundHours: number;
            /** @description true: go ahead even when bookings from today on would be left without enough units (they are named in the 409 otherwise) */
            force?: boolean;
        };
        UserPage: {
            data: components["schemas"]["AdminUserView"][];
            pagination: components["schemas"]["Pagination"];
        };
        UserView: {
            _id: string;
            email: string;
            firstName: string;
            lastName: string;
            name: string;
            /** @enum {string} */
            role: "admin" | "staff" | "customer";
            phone: string | null;
            address: string | null;
            profilePicture: string | null;
            isBlocked: boolean;
            /** @description The account signs in with a password (false: Google sign-in only) */
            hasPassword: boolean;
            /** @description The owner confirmed the e-mail address (its link, a password reset or Google sign-in); admins and staff always have */
            emailVerified: boolean;
            createdAt: string;
        };
        WindowPlacesView: {
            id: number;
            /** @example 09:00 */
            startsAt: string;
            /** @example 12:00 */
            endsAt: string;
            /** @example 09:00-12:00 */
            label: string;
            /** @description Stops (deliveries and collections) the window holds a day */
            capacity: number;
            /** @description Places left on that day */
            left: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AuditController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Only changes to this kind of record */
                entityType?: "order" | "product" | "user" | "unit" | "repair" | "kit" | "coupon" | "terms" | "setting" | "delivery" | "release";
                /** @description Only changes to this record: an order id, a product key or an e-mail (exactly) */
                entityId?: string;
                /** @description Only changes made by this account (its e-mail) */
                actor?: string;
                /** @description Made on or after this day (UTC) */
                from?: string;
                /** @description Made on or before this day (UTC) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ContactController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessagePage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    CouponsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponView"][];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    CouponsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    CouponsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponWithUses"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    CouponsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySetupView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_distance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryDistanceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySetupView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliverySettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySetupView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_createWindow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryWindowDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryWindowView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_updateWindow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryWindowDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryWindowView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_deleteWindow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_createZone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryZoneDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryZoneView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_updateZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryZoneDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryZoneView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_deleteZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    BackofficeDataController_customers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    BackofficeDataController_orders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    BackofficeDataController_products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    IdDocumentsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdDocumentSettingsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    IdDocumentsController_saveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdDocumentSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdDocumentSettingsSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    BackofficeDataController_importProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductImportDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImportView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    BackofficeDataController_template: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    InspectionsController_due: {
        parameters: {
            query?: {
                all?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionsDueView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    InspectionsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionSettingsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    InspectionsController_saveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InspectionSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionSettingsSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AdminListsController_orders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Only orders in this status (any letter case) */
                status?: "Pending" | "approved" | "Rejected" | "Cancelled" | "Expired";
                /** @description Only orders at this stage (any letter case): 'Out' picked up and not back, 'Late' out past its end date, 'Returned' back; 'approved' approved and not picked up yet */
                stage?: "Pending" | "approved" | "Out" | "Late" | "Returned" | "Rejected" | "Cancelled" | "Expired";
                /** @description Ordered on or after this day (UTC) */
                from?: string;
                /** @description Ordered on or before this day (UTC) */
                to?: string;
                /** @description Only orders whose rental starts on this day (the dashboard's pick-ups today: with stage=approved) */
                startsOn?: string;
                /** @description Only orders due back on this day, their end date (the dashboard's returns today: with stage=Out) */
                endsOn?: string;
                /** @description An order id ('ORD0042') or the start of the customer's e-mail */
                q?: string;
                sort?: "orderDate" | "totalAmount" | "startingDate" | "orderId";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OutboxController_page: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Only mails in this state */
                status?: "queued" | "sent" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxPage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OutboxController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMailDetail"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OutboxController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxResent"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    PaymentsController_adminPayments: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Only payments in this state (for a refund 'pending' is being sent, 'paid' sent, 'failed' refused) */
                status?: "pending" | "paid" | "failed" | "cancelled" | "charged-back";
                /** @description Only money that went through this provider (cash: taken at the counter) */
                provider?: "payhere" | "stripe" | "cash";
                /** @description Only this kind ('refund': money given back) */
                kind?: "rental" | "deposit" | "balance" | "late-fee" | "refund";
                /** @description Recorded on or after this day (UTC) */
                from?: string;
                /** @description Recorded on or before this day (UTC) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentPage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ReportsController_planner: {
        parameters: {
            query?: {
                /** @description First day shown (default today, UTC) */
                from?: string;
                /** @description How many weeks from `from` */
                weeks?: number;
                category?: "audio" | "lights";
                /** @description Part of the product key, name or a unit tag */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AdminListsController_products: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Part of the key or the name */
                q?: string;
                category?: "audio" | "lights";
                /** @description true: only available products; false: only unavailable ones */
                availability?: boolean;
                sort?: "key" | "name" | "price" | "category" | "stock";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductPage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ReleaseHealthController_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseHealthView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ReleaseHealthController_rollBack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                remote: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RollbackDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RollbackDone"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ReportsController_report: {
        parameters: {
            query?: {
                /** @description First day (default 29 days before `to`) */
                from?: string;
                /** @description Last day, included (default today, UTC) */
                to?: string;
                /** @description How the figures are grouped: weeks start on Monday, months on the 1st */
                interval?: "day" | "week" | "month";
            };
            header?: never;
            path: {
                report: "revenue" | "bookings" | "utilisation" | "top-products" | "late-returns" | "deposits" | "revenue.csv" | "bookings.csv" | "utilisation.csv" | "top-products.csv" | "late-returns.csv" | "deposits.csv";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportView"];
                    "text/csv": components["schemas"]["ReportView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_day: {
        parameters: {
            query: {
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryAdminController_sheet: {
        parameters: {
            query: {
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AdminController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStatsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TermsController_versions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsVersionView"][];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TermsController_publish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AdminListsController_users: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Part of the name or the e-mail */
                q?: string;
                /** @description true: only blocked accounts; false: only active ones */
                blocked?: boolean;
                sort?: "createdAt" | "name" | "email";
                /** @description Default: desc for createdAt, asc otherwise */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    CalendarsController_feed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a live calendar address */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ReleaseHealthController_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientReportDto"];
            };
        };
        responses: {
            /** @description Counted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ContactController_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContactMessageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageSent"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    DeliveryController_options: {
        parameters: {
            query: {
                /** @description First day */
                start: string;
                /** @description The return day: the range holds the days before it (or the start day alone when they are equal) */
                end: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryOptionsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    GalleryController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryPage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    GalleryController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description One random value (a UUID) per attempt: repeats with the same key within 24 hours get the first response again and create nothing; the same key with a different request gets a 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGalleryItemDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItemCreated"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    GalleryController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateGalleryItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItemUpdated"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    GalleryController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItemDeleted"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadyView"];
                };
            };
            /** @description { error, statusCode: 503, database, redis } */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    InspectionsController_updateRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InspectionRuleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionRuleSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    InspectionsController_removeRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderView"][];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description One random value (a UUID) per attempt: repeats with the same key within 24 hours get the first response again and create nothing; the same key with a different request gets a 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_handlers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderHandlerView"][];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_quote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_quotePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartDto"];
            };
        };
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_setStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_agreement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_extend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtendOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderExtended"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_extensionQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtendOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtensionQuoteView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_setHandler: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderHandlerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    IdDocumentsController_open: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    IdDocumentsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    IdDocumentsController_uploadLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdDocumentUploadDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdDocumentUploadLink"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    IdDocumentsController_receive: {
        parameters: {
            query: {
                /** @description HMAC of the above and the path */
                signature: unknown;
                /** @description The account that asked for the link: the upload is audited as theirs */
                by?: unknown;
                /** @description The body must be exactly max bytes */
                exact: unknown;
                /** @description The file size in bytes */
                max: unknown;
                /** @description Unix time the link stops working */
                expires: unknown;
                /** @description The signed content type */
                type: unknown;
            };
            header?: never;
            path: {
                orderId: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdDocumentReceived"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_invoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_setLateFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LateFeeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNoteView"][];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderNoteDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNoteSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    PaymentsController_orderPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPaymentsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    PaymentsController_recordCash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashPaymentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPaymentsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    PaymentsController_checkout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    PaymentsController_retryRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                refundId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPaymentsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_pickup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        /** @description Optional: { early: true } confirms a pick-up before the start date. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PickupOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_markReturned: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        /** @description Optional: without a body the whole deposit is refunded, as before. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReturnOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_units: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderUnitsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_assignUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnitTagDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderUnitsSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_unassignUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderUnitsSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    OrdersController_returnUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderUnitsSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    PaymentsController_options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOptionsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    PaymentsController_payHereNotify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received?: boolean;
                        status?: string;
                    };
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    PaymentsController_stripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received?: boolean;
                        status?: string | null;
                    };
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ProductsController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Words searched in name, key and description */
                q?: string;
                category?: "audio" | "lights";
                sort?: "name" | "price" | "category";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"][] | components["schemas"]["ProductPage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ProductsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description One random value (a UUID) per attempt: repeats with the same key within 24 hours get the first response again and create nothing; the same key with a different request gets a 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ProductsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ProductsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProductDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ProductsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDeleted"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AvailabilityController_availability: {
        parameters: {
            query: {
                /** @description First day */
                start: string;
                /** @description The return day: the range holds the days before it (or the start day alone when they are equal) */
                end: string;
            };
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAvailabilityView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    InspectionsController_rules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionRulesView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    InspectionsController_addRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InspectionRuleDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionRuleSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UnitsController_kit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KitView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UnitsController_setKit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KitView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UnitsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitView"][];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UnitsController_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description One random value (a UUID) per attempt: repeats with the same key within 24 hours get the first response again and create nothing; the same key with a different request gets a 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddUnitsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitsAdded"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UnitsController_labels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/svg+xml */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    ContactController_shop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopDetails"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TermsController_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentTermsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TermsController_version: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UnitsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitDetailView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    InspectionsController_ofUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitInspectionsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    InspectionsController_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tag: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InspectionResultDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionRecorded"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UnitsController_repair: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tag: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RepairUnitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UnitsController_repaired: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UnitsController_retire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tag: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetireUnitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitSaved"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UploadsController_presign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PresignUploadDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresignedUpload"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"][];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_toggleBlocked: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_endSessionsOf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_google: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            /** @description Wrong e-mail or password; or, with `secondFactor`, the sign-in's second step is due */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorRequired"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            /** @description Wrong e-mail or password; or, with `secondFactor`, the sign-in's second step is due */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorRequired"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TwoFactorController_secondStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorStepDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TwoFactorController_confirmDuringSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorStepDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResultWithRecoveryCodes"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TwoFactorController_setupDuringSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorChallengeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetup"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AccountController_deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountDeletionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AccountController_updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    CalendarsController_feeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedsView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    CalendarsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarFeedDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedMade"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    CalendarsController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scope: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AccountController_changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AccountController_exportData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AccountController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AccountController_resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AccountController_forgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessage"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AccountController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_changeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_mySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionView"][];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UsersController_endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TwoFactorController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TwoFactorController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorReset"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TwoFactorController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TwoFactorController_turnOff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorReset"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TwoFactorController_renewRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoveryCodesRenewalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    TwoFactorController_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetup"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    AccountController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailVerified"];
                };
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UploadFilesController_serve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folder: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
    UploadFilesController_store: {
        parameters: {
            query: {
                /** @description HMAC of the above and the path */
                signature: unknown;
                /** @description Largest accepted body in bytes */
                max: unknown;
                /** @description Unix time the link stops working */
                expires: unknown;
                /** @description The signed content type */
                type: unknown;
            };
            header?: never;
            path: {
                folder: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any failure: `{ error, statusCode }`, plus details for some */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorView"];
                };
            };
        };
    };
}
