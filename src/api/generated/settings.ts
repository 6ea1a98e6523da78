/**
 * Generated from openapi/settings.yaml by `npm run gen:api`. Do not edit by hand: edit the spec and regenerate.
 */

export interface paths {
    "/api/public/v1/countries/document-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List KYC document types
         * @description spec A §7, spec B §7. Optionally only those accepted for one country.
         */
        get: operations["settingsListDocumentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/entity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the legal entity for a user type and country
         * @description spec A §7 ("GET entity by type and country"), spec B §7. Fetched on load for the user's type; drives the copyright line and regulation text of the auth layout (spec A §2).
         */
        get: operations["settingsGetEntity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List legal entities
         * @description spec A §7 (`GET entities?all=1`), spec B §7. all=1 includes entities not offered for sign-up.
         */
        get: operations["settingsListEntities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List countries with dialling codes
         * @description Needed by the country selects, phone inputs and address forms (spec A §3 Country).
         */
        get: operations["settingsListCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the 18 regions with their countries
         * @description spec A §3 Region list: North America, South America, Caribbean, MENA, South Africa, West Africa, East Africa, Horn of Africa, Middle Africa, Europe, Non-EU Europe, CIS Countries, West Asia, East Asia, Greater China, South Asia, South East Asia, Oceania.
         */
        get: operations["settingsListRegions"];
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
        Error: {
            /** @constant */
            success: false;
            message: string;
            errors?: {
                [key: string]: string[];
            };
            code?: string;
        };
        /** @description ISO 3166-1 alpha-2 code. */
        CountryCode: string;
        KycDocumentType: {
            /** @example passport */
            id: string;
            name: string;
            country_code?: components["schemas"]["CountryCode"];
            /**
             * @description How many sides to upload.
             * @enum {integer}
             */
            sides: 1 | 2;
            purpose: components["schemas"]["KycDocumentPurpose"];
        };
        /**
         * @description What a document proves (assumed field).
         * @enum {string}
         */
        KycDocumentPurpose: "identity" | "address" | "business";
        /** @description Legal entity (spec A §3). Ids 1 (ltd) and 2 (inc); 3 is the separate entity with special rules (spec A §1). */
        Entity: {
            id: number;
            name: string;
            long_name: string;
            long_regulation: string;
            business_term_of_service_url?: string | null;
            personal_term_of_service_url?: string | null;
        };
        Country: {
            code: components["schemas"]["CountryCode"];
            name: string;
            /** @description Dialling code without plus, e.g. 1. */
            phoneCode: string;
            /** @description Display form, e.g. +1. */
            phoneCodeDisplay?: string;
        };
        Region: {
            id: number;
            name: string;
            countries: {
                code: components["schemas"]["CountryCode"];
                name: string;
            }[];
        };
    };
    responses: {
        /** @description The request is malformed (missing or invalid query values). */
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
        /** @description Nothing matches. */
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
    settingsListDocumentTypes: {
        parameters: {
            query?: {
                /** @description Only the types accepted for this country. */
                country_code?: components["schemas"]["CountryCode"];
                /** @description Only the types that prove this (identity, address, business). Assumed; the personal verification wizard asks for each. */
                purpose?: components["schemas"]["KycDocumentPurpose"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Document types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["KycDocumentType"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    settingsGetEntity: {
        parameters: {
            query: {
                /** @example business */
                type: "personal" | "business";
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @example US
                 */
                country: components["schemas"]["CountryCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Entity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    settingsListEntities: {
        parameters: {
            query?: {
                /** @description 1 lists every entity. */
                all?: 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Entity"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    settingsListCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Country"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    settingsListRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Regions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Region"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
}
