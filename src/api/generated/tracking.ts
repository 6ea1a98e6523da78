/**
 * Generated from openapi/tracking.yaml by `npm run gen:api`. Do not edit by hand: edit the spec and regenerate.
 */

export interface paths {
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a batch of 1 to 10 analytics events
         * @description spec B §7 "POST event-tracking endpoint": JSON array of up to 10 events; headers device platform Web, API
         *     key, signature over body, timestamp, device id, session id; answers ok or failure. `X-Signature` is the
         *     lowercase hex HMAC-SHA256 of the raw request body keyed with the API key. 401 when the key or signature is
         *     wrong; a server may also refuse stale timestamps (the demo backend does not, so the fixed example passes).
         */
        post: operations["trackingSendEvents"];
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
        /** @description Success body (same envelope as the main API, no payload). */
        EmptyEnvelope: {
            /** @constant */
            success: true;
            message?: string;
            data: null;
        };
        Error: {
            /** @constant */
            success: false;
            message: string;
            errors?: {
                [key: string]: string[];
            };
            code?: string;
        };
        /** @description One analytics event (spec B §3 Analytics event). */
        TrackingEvent: {
            /** @constant */
            version: 1;
            /** @description Unique id of this event (UUID). */
            event_id: string;
            session_id: string;
            device_id: string;
            /** @description Signed-in user id; null when signed out. */
            user_id: number | null;
            /** @description Epoch seconds. */
            event_timestamp: number;
            /** @enum {string} */
            event_type: "click" | "screen_view" | "session_start" | "session_end";
            /** @description event_id of the previous event in the session. */
            previous_id: string | null;
            /** @description Count of screen views so far in the session. */
            screen_view_session_index: number;
            /** @description Event details, e.g. screen (route name) for screen_view or target for click. */
            properties?: {
                [key: string]: string | number | boolean;
            };
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
    trackingSendEvents: {
        parameters: {
            query?: never;
            header: {
                /** @example Web */
                "X-Device-Platform": "Web";
                /**
                 * @description Public API key of the web client.
                 * @example demo-tracking-key
                 */
                "X-Api-Key": string;
                /**
                 * @description Lowercase hex HMAC-SHA256 of the raw body, keyed with the API key.
                 * @example 88794344859422263b2e2622e30de5a9108af89e7c7b91c90eab3b349892fba7
                 */
                "X-Signature": string;
                /**
                 * @description Send time in epoch seconds.
                 * @example 1767225600
                 */
                "X-Timestamp": string;
                /** @example 0b7e4c1a-3f2d-4d8e-9a61-5c2f7e8d9b10 */
                "X-Device-Id": string;
                /** @example 9f1c2d3e-4b5a-4c6d-8e7f-a1b2c3d4e5f6 */
                "X-Session-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "version": 1,
                 *         "event_id": "3c9d2f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
                 *         "session_id": "9f1c2d3e-4b5a-4c6d-8e7f-a1b2c3d4e5f6",
                 *         "device_id": "0b7e4c1a-3f2d-4d8e-9a61-5c2f7e8d9b10",
                 *         "user_id": 3,
                 *         "event_timestamp": 1767225600,
                 *         "event_type": "screen_view",
                 *         "previous_id": null,
                 *         "screen_view_session_index": 1,
                 *         "properties": {
                 *           "screen": "transactions"
                 *         }
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["TrackingEvent"][];
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            /** @description Wrong API key, signature or timestamp. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid signature",
                     *       "code": "invalid_signature"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The batch is not 1 to 10 valid events. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "The given data was invalid.",
                     *       "errors": {
                     *         "0.event_type": [
                     *           "The selected event type is invalid."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure; the client keeps the batch for retry. */
            default: {
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
    };
}
