/**
 * Generated from openapi/ticketing.yaml by `npm run gen:api`. Do not edit by hand: edit the spec and regenerate.
 */

export interface paths {
    "/api/categories": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Event categories
         * @description Listed in spec B §7. A failure is ignored by the client (spec B §8).
         */
        get: operations["ticketingListCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/e/{slug}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Public event page
         * @description Needs no login (spec B §7 "path /api/public/e needs no login").
         */
        get: operations["ticketingGetPublicEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My events
         * @description Sortable by public_name, status, schedule.start_date (the default) and created_at.
         */
        get: operations["ticketingListEvents"];
        put?: never;
        /**
         * Create an event
         * @description Creates a draft event. The start date must be after today and the end after the start (spec B §5).
         */
        post: operations["ticketingCreateEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /** An event */
        get: operations["ticketingGetEvent"];
        /** Update an event */
        put: operations["ticketingUpdateEvent"];
        post?: never;
        /** Delete a draft event */
        delete: operations["ticketingDeleteEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/advanced-settings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save advanced settings
         * @description VAT, invite only, promo codes, remaining tickets, purchase button name, attendee list, verified-only (spec B §3 ticket_setting).
         */
        put: operations["ticketingUpdateEventAdvancedSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/submit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an event for approval
         * @description Moves a draft to pending_approval (spec B §4). 422 when incomplete or the start date is not after today.
         */
        post: operations["ticketingSubmitEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/attendees": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /** Attendees of an event */
        get: operations["ticketingListEventAttendees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendees": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Attendees of all my events
         * @description The /attendees page (spec B §2) lists every event's attendees in one list. Sortable by name, email, status, event_name and checked_in_at.
         */
        get: operations["ticketingListAttendees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendees/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /** An attendee */
        get: operations["ticketingGetAttendee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendees/{id}/approve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an attendee
         * @description An unverified attendee answers 409 (code attendee_unverified) unless force is true; the client asks for confirmation first (spec B §5).
         */
        post: operations["ticketingApproveAttendee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendees/{id}/reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject an attendee */
        post: operations["ticketingRejectAttendee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendees/{id}/check-in": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an attendee in manually */
        post: operations["ticketingCheckInAttendee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check-in/scan": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check in by scanned code
         * @description The code is the content of the attendee QR code (in the demo, the attendee id).
         */
        post: operations["ticketingScanCheckIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/bookings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /** Bookings of an event */
        get: operations["ticketingListEventBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Bookings of all my events
         * @description Every event's bookings in one list (spec B §2 screen topics: booking search, buyer, purchase time), newest first. Sortable by created_at (the default), amount, status, payment_status and event_name.
         */
        get: operations["ticketingListBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /** A booking */
        get: operations["ticketingGetBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onboarding": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        /** Organizer onboarding state */
        get: operations["ticketingGetOnboarding"];
        put?: never;
        /** Complete organizer onboarding */
        post: operations["ticketingCompleteOnboarding"];
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
        /** @description Every failure. The client maps it to `{message, statusCode}` with fallback 500 (spec A §8). */
        Error: {
            /** @constant */
            success: false;
            message: string;
            /** @description Messages per field (validation failures). */
            errors?: {
                [key: string]: string[];
            };
            /** @description Machine-readable reason, e.g. feature_disabled. */
            code?: string;
        };
        /**
         * @description Base of every success body. A response is `allOf: [Envelope, {required: [data], properties: {data: ...}}]`;
         *     paginated lists add `Pagination`.
         */
        Envelope: {
            /** @constant */
            success: true;
            /** @description Human-readable outcome, shown as a notice by some screens. */
            message?: string;
        };
        /** @description Success body of operations with no payload. */
        EmptyEnvelope: components["schemas"]["Envelope"] & {
            data: null;
        };
        /** @description Pagination fields that sit beside `data` in paginated lists. */
        Pagination: {
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
        };
        /**
         * @description ISO 4217 code.
         * @example USD
         */
        CurrencyCode: string;
        /**
         * @description ISO 3166-1 alpha-2 code.
         * @example US
         */
        CountryCode: string;
        /**
         * @description Amount in major units with at most 2 fraction digits (0 for JPY, VND, IDR, CNY).
         * @example 125.5
         */
        Money: number;
        /** @description Event category. */
        Category: {
            id: string;
            name: string;
        };
        Ticket: {
            id: string;
            name: string;
            /** @enum {string} */
            type: "free" | "paid";
            price: components["schemas"]["Money"];
            currency: components["schemas"]["CurrencyCode"];
            quantity: number;
            remaining: number;
        };
        TicketInput: {
            /** @description Existing ticket id when updating; omit for a new ticket. */
            id?: string;
            /** @description Title field: letters, numbers, dashes and spaces only (spec B §5). */
            name: string;
            /** @enum {string} */
            type: "free" | "paid";
            /** @description 0 for free tickets; paid tickets at least 0.01 (spec B §5). */
            price: number;
            currency: components["schemas"]["CurrencyCode"];
            quantity: number;
        };
        /** @description Advanced event settings with the defaults of spec B §3 (vat_type include, invite_only true, promo_code disabled). */
        TicketSetting: {
            vat_include?: boolean;
            /**
             * @default include
             * @enum {string}
             */
            vat_type: "include" | "exclude";
            vat_percentage?: number;
            /** @default true */
            invite_only: boolean;
            /**
             * @default disabled
             * @enum {string}
             */
            promo_code: "disabled" | "optional" | "required";
            show_remaining?: boolean;
            /** @description Custom purchase button name. */
            purchase_button_name?: string | null;
            hide_invoice_check_box?: boolean;
            show_attendees_list?: boolean;
            /** @description Only verified users may attend (spec B §6). */
            require_account_verified?: boolean;
        };
        EventSchedule: {
            /** @description IANA time zone. */
            timezone: string;
            /**
             * Format: date
             * @description Must be after today (server rule, spec B §5).
             */
            start_date: string;
            /**
             * Format: date
             * @description Not before start_date (spec B §5).
             */
            end_date: string;
            show_end_date: boolean;
            /** @description Local time HH:mm. */
            start_time: string;
            /** @description Local time HH:mm. */
            end_time: string;
        };
        /** @description Venue of an offline event. */
        EventVenue: {
            name: string | null;
            country_code: components["schemas"]["CountryCode"] | null;
            /** @description Values of the localized address fields of the country (field name → value, levels 1-3 of the localized address configuration). */
            localized_address?: {
                [key: string]: string;
            } | null;
            address: string | null;
            city: string | null;
            zip: string | null;
            show_map: boolean;
            /** @description Venue shown to approved attendees only. */
            visible_approved_only: boolean;
            longitude: number | null;
            latitude: number | null;
        };
        EventVenueInput: {
            /** @description Title field: letters, numbers, dashes and spaces only (spec B §5). */
            name: string;
            country_code: components["schemas"]["CountryCode"];
            /** @description Values of the localized address fields of the country (field name → value, levels 1-3 of the localized address configuration). */
            localized_address?: {
                [key: string]: string;
            } | null;
            /** @description Address: latin characters only (spec B §5). */
            address: string;
            /** @description City: letters, dashes, apostrophes and spaces only (spec B §5). */
            city: string;
            zip?: string;
            show_map?: boolean;
            visible_approved_only?: boolean;
            longitude?: number | null;
            latitude?: number | null;
        };
        /** @description An event (spec B §3 event form defaults and catalogue items). */
        Event: {
            id: string;
            slug: string;
            public_name: string;
            /** @enum {string} */
            status: "draft" | "pending_approval" | "rejected" | "approved" | "live" | "canceled" | "past";
            /**
             * @default offline
             * @enum {string}
             */
            signup_type: "offline" | "online";
            /** Format: uri */
            image: string | null;
            logo_file_name: string | null;
            timezone: string;
            description: {
                description: string;
            };
            schedule: components["schemas"]["EventSchedule"];
            venue: components["schemas"]["EventVenue"] | null;
            tickets: components["schemas"]["Ticket"][];
            ticket_setting: components["schemas"]["TicketSetting"];
            category_id: string | null;
            custom_url: string | null;
            /** Format: date-time */
            created_at?: string;
        };
        /** @description Offline events need a venue (server rule). */
        EventInput: {
            /** @description Title field: letters, numbers, dashes and spaces only (spec B §5). */
            public_name: string;
            category_id: string;
            /**
             * @default offline
             * @enum {string}
             */
            signup_type: "offline" | "online";
            timezone: string;
            /**
             * Format: uri
             * @description Banner URL (JPG/JPEG/PNG, max 1MB).
             */
            image?: string | null;
            logo_file_name?: string | null;
            description?: {
                description: string;
            };
            /** @description start_date must be after today and end after start (server rules, spec B §5). */
            schedule: {
                timezone: string;
                /** Format: date */
                start_date: string;
                /** Format: date */
                end_date: string;
                show_end_date?: boolean;
                /** @description Local time HH:mm. */
                start_time: string;
                /** @description Local time HH:mm. */
                end_time: string;
            };
            venue?: components["schemas"]["EventVenueInput"] | null;
            tickets: components["schemas"]["TicketInput"][];
            /** @description Custom event URL slug. */
            custom_url?: string | null;
        };
        Attendee: {
            id: string;
            event_id: string;
            /** @description The event's public name (read only). */
            event_name: string;
            /** @description The name of the attendee's ticket (read only; null without a ticket). */
            ticket_name: string | null;
            name: string;
            /** Format: email */
            email: string;
            /** @enum {string} */
            status: "approved" | "pending" | "rejected" | "invited" | "pre-approval" | "visited" | "headless" | "dismissed";
            verified: boolean;
            ticket_id: string | null;
            booking_id: string | null;
            /** Format: date-time */
            checked_in_at: string | null;
        };
        Booking: {
            id: string;
            event_id: string;
            /** @description The event's public name (read only). */
            event_name: string;
            buyer: {
                name: string;
                /** Format: email */
                email: string;
            };
            /** @enum {string} */
            status: "paid" | "pending" | "cancelled";
            /** @enum {string} */
            payment_status: "paid" | "not_paid";
            tickets_count: number;
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["CurrencyCode"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description Organizer onboarding of the ticketing mini app (/manage-events/onboarding). */
        TicketingOnboarding: {
            completed: boolean;
            organizer_name: string | null;
            country_code: components["schemas"]["CountryCode"] | null;
            payout_currency: components["schemas"]["CurrencyCode"] | null;
        };
    };
    responses: {
        /** @description Missing or expired ticketing token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Unauthenticated."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "This page could not be found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Validation failed; `errors` maps each field to its messages. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Invalid request. Missing parameters or invalid.",
                 *       "errors": {
                 *         "field": [
                 *           "The field is required."
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other failure. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Something went wrong"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Optional tenant (spec B §7). */
        Tenant: string;
        /** @description Page number, from 1. */
        Page: number;
        /** @description Rows per page. */
        PerPage: number;
        /** @description Free-text search (max 191 characters). */
        Search: string;
        /** @description Field to sort by, a dotted path of the row (each list names its sortable fields). */
        SortBy: string;
        /** @description Sort direction. */
        OrderBy: "asc" | "desc";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    ticketingListCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Category"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    ticketingGetPublicEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Event slug or id (evt_001 is summer-fest); the public page /{organizer}/{id} names the event by its id.
                 * @example summer-fest
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    ticketingListEvents: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by, a dotted path of the row (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (max 191 characters). */
                search?: components["parameters"]["Search"];
                /** @description filter[status]: all, past, live, draft, pending_approval, approved (spec B §3). */
                filter?: {
                    /**
                     * @default all
                     * @enum {string}
                     */
                    status?: "all" | "past" | "live" | "draft" | "pending_approval" | "approved";
                };
            };
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Event"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    ticketingCreateEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "public_name": "Autumn Market 2030",
                 *       "category_id": "cat_001",
                 *       "signup_type": "offline",
                 *       "timezone": "Europe/London",
                 *       "image": null,
                 *       "logo_file_name": null,
                 *       "description": {
                 *         "description": "Local makers, food and music."
                 *       },
                 *       "schedule": {
                 *         "timezone": "Europe/London",
                 *         "start_date": "2030-10-04",
                 *         "end_date": "2030-10-05",
                 *         "show_end_date": true,
                 *         "start_time": "10:00",
                 *         "end_time": "18:00"
                 *       },
                 *       "venue": {
                 *         "name": "Town Hall",
                 *         "country_code": "GB",
                 *         "address": "1 High Street",
                 *         "city": "London",
                 *         "zip": "N1 1AA",
                 *         "show_map": true,
                 *         "visible_approved_only": false,
                 *         "longitude": -0.1,
                 *         "latitude": 51.5
                 *       },
                 *       "tickets": [
                 *         {
                 *           "name": "General admission",
                 *           "type": "paid",
                 *           "price": 15,
                 *           "currency": "GBP",
                 *           "quantity": 200
                 *         }
                 *       ],
                 *       "custom_url": "autumn-market"
                 *     }
                 */
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description The created event (draft). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    ticketingGetEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Event id.
                 * @example evt_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    ticketingUpdateEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Event id.
                 * @example evt_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "public_name": "Autumn Market 2030",
                 *       "category_id": "cat_001",
                 *       "signup_type": "offline",
                 *       "timezone": "Europe/London",
                 *       "image": null,
                 *       "logo_file_name": null,
                 *       "description": {
                 *         "description": "Local makers, food and music."
                 *       },
                 *       "schedule": {
                 *         "timezone": "Europe/London",
                 *         "start_date": "2030-10-04",
                 *         "end_date": "2030-10-05",
                 *         "show_end_date": true,
                 *         "start_time": "10:00",
                 *         "end_time": "18:00"
                 *       },
                 *       "venue": {
                 *         "name": "Town Hall",
                 *         "country_code": "GB",
                 *         "address": "1 High Street",
                 *         "city": "London",
                 *         "zip": "N1 1AA",
                 *         "show_map": true,
                 *         "visible_approved_only": false,
                 *         "longitude": -0.1,
                 *         "latitude": 51.5
                 *       },
                 *       "tickets": [
                 *         {
                 *           "name": "General admission",
                 *           "type": "paid",
                 *           "price": 15,
                 *           "currency": "GBP",
                 *           "quantity": 200
                 *         }
                 *       ],
                 *       "custom_url": "autumn-market"
                 *     }
                 */
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description The updated event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    ticketingDeleteEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Event id (evt_002 is a draft).
                 * @example evt_002
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Event deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Only drafts can be deleted. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Only draft events can be deleted."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    ticketingUpdateEventAdvancedSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Event id.
                 * @example evt_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ticket_setting": {
                 *         "vat_include": true,
                 *         "vat_type": "include",
                 *         "vat_percentage": 20,
                 *         "invite_only": true,
                 *         "promo_code": "optional",
                 *         "show_remaining": true,
                 *         "purchase_button_name": "Get tickets",
                 *         "hide_invoice_check_box": false,
                 *         "show_attendees_list": false,
                 *         "require_account_verified": false
                 *       }
                 *     }
                 */
                "application/json": {
                    ticket_setting: components["schemas"]["TicketSetting"];
                };
            };
        };
        responses: {
            /** @description The event with its settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    ticketingSubmitEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Event id (evt_002 is a draft).
                 * @example evt_002
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event, status pending_approval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    ticketingListEventAttendees: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by, a dotted path of the row (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (max 191 characters). */
                search?: components["parameters"]["Search"];
                /** @description filter[status]. search matches name and email. */
                filter?: {
                    /** @enum {string} */
                    status?: "approved" | "pending" | "rejected" | "invited" | "pre-approval" | "visited" | "headless" | "dismissed";
                };
            };
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Event id.
                 * @example evt_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attendees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Attendee"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    ticketingListAttendees: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by, a dotted path of the row (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (max 191 characters). */
                search?: components["parameters"]["Search"];
                /** @description filter[event_id], filter[status]. search matches name, email, booking id and event name. */
                filter?: {
                    event_id?: string;
                    /** @enum {string} */
                    status?: "approved" | "pending" | "rejected" | "invited" | "pre-approval" | "visited" | "headless" | "dismissed";
                };
            };
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attendees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Attendee"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    ticketingGetAttendee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Attendee id.
                 * @example atd_0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attendee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Attendee"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    ticketingApproveAttendee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Attendee id (atd_0001 is pending).
                 * @example atd_0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "force": true
                 *     }
                 */
                "application/json": {
                    /** @default false */
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description The attendee, status approved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Attendee"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The attendee is not verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "The attendee is not verified.",
                     *       "code": "attendee_unverified"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    ticketingRejectAttendee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Attendee id (atd_0001 is pending).
                 * @example atd_0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attendee, status rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Attendee"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    ticketingCheckInAttendee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Attendee id (atd_0002 is approved).
                 * @example atd_0002
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attendee with checked_in_at set (status visited). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Attendee"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Not approved or already checked in. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Manual check in failed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    ticketingScanCheckIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "atd_0002"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description The checked-in attendee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Attendee"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid ticket code"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not approved or already checked in. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Manual check in failed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    ticketingListEventBookings: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by, a dotted path of the row (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (max 191 characters). */
                search?: components["parameters"]["Search"];
                /** @description filter[status], filter[payment_status]. search matches buyer name and email. */
                filter?: {
                    /** @enum {string} */
                    status?: "paid" | "pending" | "cancelled";
                    /** @enum {string} */
                    payment_status?: "paid" | "not_paid";
                };
            };
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Event id.
                 * @example evt_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bookings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Booking"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    ticketingListBookings: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by, a dotted path of the row (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (max 191 characters). */
                search?: components["parameters"]["Search"];
                /** @description filter[event_id], filter[status], filter[payment_status]. search matches booking id, buyer name and email and event name. */
                filter?: {
                    event_id?: string;
                    /** @enum {string} */
                    status?: "paid" | "pending" | "cancelled";
                    /** @enum {string} */
                    payment_status?: "paid" | "not_paid";
                };
            };
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bookings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Booking"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    ticketingGetBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path: {
                /**
                 * @description Booking id.
                 * @example bkg_0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    ticketingGetOnboarding: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the organizer finished onboarding. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TicketingOnboarding"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    ticketingCompleteOnboarding: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional tenant (spec B §7). */
                "X-Tenant"?: components["parameters"]["Tenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "organizer_name": "Demo Merchant Events",
                 *       "country_code": "GB",
                 *       "payout_currency": "GBP"
                 *     }
                 */
                "application/json": {
                    /** @description Title field: letters, numbers, dashes and spaces only (spec B §5). */
                    organizer_name: string;
                    country_code: components["schemas"]["CountryCode"];
                    payout_currency: components["schemas"]["CurrencyCode"];
                };
            };
        };
        responses: {
            /** @description The onboarding state, completed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TicketingOnboarding"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
}
