/**
 * Generated from openapi/account.yaml by `npm run gen:api`. Do not edit by hand: edit the spec and regenerate.
 */

export interface paths {
    "/api/auth_token/invalidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invalidate the account-id token (log out here)
         * @description spec A §7, spec B §7. Called during logout so the account service forgets the token.
         */
        get: operations["accountInvalidateToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the public profile settings of the account
         * @description spec A §7 ("GET /api/public-profile needs no token"), spec B §7. With the account-id token the answer is the
         *     caller's public profile and its settings; without a token `data` is null. Read failures give empty defaults
         *     in the app (spec B §8).
         */
        get: operations["accountGetPublicProfile"];
        /**
         * Change the public profile settings
         * @description Screen: me and me/{slug} (spec A §2). Only sent fields change. The profile fields (business_name to
         *     postalCode, spec B §3 "Public profile init fields") are kept with the account's public profile; an empty
         *     string clears one. Logout clears the stored public profile settings in the app (spec A §4).
         */
        put: operations["accountUpdatePublicProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mobile/api/public-profile/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Username of the profile owner.
                 * @example sofia_marquez
                 */
                username: string;
            };
            cookie?: never;
        };
        /**
         * Get someone's public profile by username
         * @description spec A §7 ("public-profile paths under /mobile/api/public-profile need no token"), spec B §7. 404 when the username is unknown or the profile is not public.
         */
        get: operations["accountGetPublicProfileByUsername"];
        put?: never;
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
        /** @description Base of every success body (same as the main API). */
        Envelope: {
            /** @constant */
            success: true;
            message?: string;
        };
        EmptyEnvelope: components["schemas"]["Envelope"] & {
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
        CurrencyCode: string;
        /** @enum {string} */
        ReceivingMethodType: "atm_card" | "bank_card" | "bank_transfer" | "e_wallet";
        PublicProfileSettings: {
            is_public: boolean;
            show_name?: boolean;
            show_profile_picture?: boolean;
        };
        /** @description What visitors of a profile page see. */
        PublicProfile: {
            username: string;
            /** @description Null when the owner hides it. */
            name: string | null;
            profile_picture: string | null;
            receiving_methods: {
                type: components["schemas"]["ReceivingMethodType"];
                currency: components["schemas"]["CurrencyCode"];
                label: string;
            }[];
            settings?: components["schemas"]["PublicProfileSettings"];
            /** @description Name shown on the profile page (spec B §3 public profile init fields). */
            business_name?: string | null;
            /** @description Latin letters, spaces and hyphens (spec B §5). */
            description?: string | null;
            website_url?: string | null;
            country_code?: string | null;
            phone_country_code?: string | null;
            phone_number?: string | null;
            /** @description The country-driven address, input name → value (country_code included). */
            localized_address?: {
                [key: string]: string;
            } | null;
            address?: string | null;
            city?: string | null;
            postalCode?: string | null;
        };
    };
    responses: {
        /** @description Done; no payload (`data` is null). */
        Empty: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": true,
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["EmptyEnvelope"];
            };
        };
        /** @description The request is malformed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Invalid request. Missing parameters or invalid."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, invalid or expired account-id token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Your session has expired. Please refresh the page and try again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such profile. */
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
        /** @description Validation failed; `errors` lists messages per field. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "The given data was invalid.",
                 *       "errors": {
                 *         "receiving_methods": [
                 *           "The selected receiving methods is invalid."
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected failure. */
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
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    accountInvalidateToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    accountGetPublicProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's public profile, or null without a token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PublicProfile"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    accountUpdatePublicProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "is_public": true,
                 *       "show_name": true,
                 *       "show_profile_picture": false,
                 *       "receiving_methods": [
                 *         "bank_transfer",
                 *         "e_wallet"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Whether the profile page is reachable by others. */
                    is_public?: boolean;
                    show_name?: boolean;
                    show_profile_picture?: boolean;
                    /** @description Receiving methods offered to visitors. */
                    receiving_methods?: components["schemas"]["ReceivingMethodType"][];
                    business_name?: string;
                    /** @description Latin letters, spaces and hyphens (spec B §5). */
                    description?: string;
                    website_url?: string;
                    country_code?: string;
                    phone_country_code?: string;
                    phone_number?: string;
                    localized_address?: {
                        [key: string]: string;
                    };
                    address?: string;
                    city?: string;
                    postalCode?: string;
                };
            };
        };
        responses: {
            /** @description The updated public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PublicProfile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    accountGetPublicProfileByUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Username of the profile owner.
                 * @example sofia_marquez
                 */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PublicProfile"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
}
