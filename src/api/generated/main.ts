/**
 * Generated from openapi/main.yaml by `npm run gen:api`. Do not edit by hand: edit the spec and regenerate.
 */

export interface paths {
    "/api/v2/auth/login": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Answers the session token and the user. When the user has a second factor enabled, `second_factor_required`
         *     is true and `id_token` is a short-lived pre-auth token that is only good for `POST /api/v2/auth/otp/verify`.
         *     Screen: auth/login (spec A §2). 401 message: 'Either the account or password is incorrect.' (spec A §8).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/sign-up": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a personal or business account
         * @description Creates a pending registration and sends a 6-digit code to the e-mail; confirm it with
         *     `POST /api/v2/auth/sign-up/verify`. Screen: auth/sign-up (spec A §2). Password rule: at least 8 characters
         *     with a lowercase letter, an uppercase letter and a digit (spec A §5). 422 'The email has already been taken.'
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/sign-up/verify": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a registration with the e-mailed code
         * @description Answers the session token of the new account. Errors (422): 'Invalid OTP'; 'The verification code has expired. Please sign up
         *     again' with code verification_expired (the app then returns to sign-up; spec A §8).
         */
        post: operations["verifySignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/reset": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset code
         * @description Screen: auth/reset (spec A §2). 404 "There's no account associated with this email address" (spec B §8).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/reset/confirm": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the reset code
         * @description Screen: auth/reset (spec A §2). 422 'Invalid OTP' when the code is wrong.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/otp/verify": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete sign-in with the second-factor code
         * @description Screen: auth/login second step (spec A §2; users with enabled_second_factor, spec A §3). Called with the
         *     pre-auth token from `login` when `second_factor_required` is true; answers the full session token. 422
         *     'Invalid OTP' (spec A §8).
         */
        post: operations["verifyLoginOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/oauth/clients/{client_id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example shopwave */
                client_id: string;
            };
            cookie?: never;
        };
        /**
         * Check an OAuth request and describe the application asking
         * @description Screens: auth/connect, auth/oauth/connect and auth/oauth/authorize (spec A §2). Public: the connect page shows
         *     the application before anyone signs in. Answers the application's name, logo (or none: the page shows its
         *     initial), website, the host it sends people back to and the scopes it asks for. Redirect URLs lose query string
         *     and anchor before they are compared with the registered one (spec A §5). An unknown client is a 404
         *     ('Authorization is not found or invalid', code `unknown_client`); a redirect URL other than the registered
         *     one (code `redirect_uri_mismatch`), a scope the application may not ask for (`invalid_scope`), a response
         *     type other than `code` (`unsupported_response_type`) or a state over 255 characters (`invalid_request`) is a
         *     422 naming the field. With a session, `connected_at` tells when the caller last connected this application.
         */
        get: operations["getOauthClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/oauth/authorize": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or deny an OAuth client's request (consent)
         * @description Screen: auth/oauth/authorize (spec A §2). The signed-in user approves or denies the client. The request is
         *     checked again as in `getOauthClient` (same errors). The answer is the registered redirect URL, query string
         *     and anchor removed (spec A §5), carrying `code` and `state` when approved, or `error=access_denied` and
         *     `state` when denied. Approving records the application among the caller's connected platforms (active; a
         *     disconnected one is reconnected).
         */
        post: operations["authorizeOauthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/is-authenticated": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the session and load user, tokens and localization
         * @description spec A §7. Called on load; on failure the app clears tokens, user, sandbox and preview state and cookies
         *     (spec A §4). The response header `id_token` carries a refreshed session token.
         */
        get: operations["getAuthSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/account-id-token": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an account-id token for the account service
         * @description spec A §7. The token is the bearer of the account service and is kept in a cookie for 1 day (spec A §9).
         */
        post: operations["createAccountIdToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/logout": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign out
         * @description spec A §7. On failure the app shows 'Logout failed.' (spec A §8) and still clears the local session.
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/social-login": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a social provider
         * @description spec A §7. Sends the provider's callback data (auth/socials/callback) with `version: 2`. Failure answers
         *     success false with the server message. When the provider account needs an e-mail check, `otp_required` is
         *     true and the code goes to `POST /api/v2/auth/social-login-otp`.
         */
        post: operations["socialLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/socials": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the supported social sign-in providers
         * @description spec A §7. Each entry carries the URL that starts the provider's sign-in.
         */
        post: operations["listSocialProviders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/social-login-otp": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a social sign-in with the e-mailed code
         * @description spec A §7 (payload not shown there; e-mail and 6-digit code assumed). 422 'Invalid OTP'.
         */
        post: operations["socialLoginOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/profile": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's profile
         * @description spec A §7. Read failures give empty defaults in the app without a message (spec A §7 Answers).
         */
        get: operations["getProfile"];
        /**
         * Update name, username and phone
         * @description Screens: personal-profile, account-settings (spec A §2). Only sent fields change. Username rule: starts with
         *     a letter, then 2 to 15 letters, digits or underscores, no double underscore; at most 10 changes a year and
         *     3 a month, else 422 on `username` (spec A §5).
         */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/profile/username-suggestions": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest free usernames close to a wanted one
         * @description Screen: personal-profile username field (spec A §5 username, unique_username).
         */
        get: operations["listUsernameSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/settings": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save time zone (and language)
         * @description spec A §7 (`data.timezone`). Time zone and language dialogs are for personal users only (spec A §6). Success
         *     message: 'Reports will now be shown in UTC offset' style, e.g. 'Reports will now be shown in UTC+01:00'.
         *     Failure: server message, or the app's 'cannot update resource (time zone)' text (spec A §8).
         */
        post: operations["updateSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/feature-ack": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge a feature promotion
         * @description spec A §7. Sent without a progress indicator when the user dismisses a feature dialog (e.g. the virtual ACH promotion).
         */
        post: operations["acknowledgeFeature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/otp/generate": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * E-mail a one-time code to the user
         * @description spec A §7. Used before card activation (leaving the identity-password step, spec A §4). Failure message:
         *     'Failed to generate OTP. Please try again.' (spec A §8).
         */
        get: operations["generateOtp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/localization": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the supported interface languages
         * @description spec A §7. A locale is applied only if it is among the supported languages (spec A §1).
         */
        get: operations["getLocalization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/currencies": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ISO currencies
         * @description spec A §7. The full list; `supported` marks the 25-currency set and `anchored` the anchored currencies VND PHP THB IDR (spec A §9).
         */
        get: operations["listCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/geo-ip": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Locate the caller by IP
         * @description spec A §7. Authenticated by the service-key header, no body. A 401 here is ignored by the app (spec A §8).
         */
        get: operations["getGeoIp"];
        put?: never;
        /**
         * Locate the caller by IP (POST form)
         * @description spec A §7, spec B §7. Same answer as the GET form; sent with the service-key header and no body.
         */
        post: operations["resolveGeoIp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/faqs": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List FAQs for a help page
         * @description spec A §7. Feeds the right help panel; on failure the app shows an empty list. `content` is HTML and is sanitized before rendering.
         */
        get: operations["listFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/localized-addresses": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the country-driven address form configs
         * @description spec A §7. Drives the address form; field rules use only required, email, min, max, integer, alpha, numeric, digits, digits_between (spec A §5).
         */
        get: operations["listLocalizedAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/hierarchies/{level}/tree": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Merchants use the merchant support topic tree, others the regular one (spec A §6).
                 * @example merchant-support-topic-level
                 */
                level: "merchant-support-topic-level" | "support-topic-level";
            };
            cookie?: never;
        };
        /**
         * Get a support topic tree
         * @description spec A §7 (`GET api/v2/hierarchies/{merchant-support-topic-level or support-topic-level}/tree`, spec B §7).
         */
        get: operations["getHierarchyTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/attachments": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file
         * @description spec A §7: "POST dashboard API prefix with a configurable sub-path (attachment upload)". This document
         *     fixes the default sub-path `/api/v2/attachments`; a deployment may configure another sub-path under the
         *     same API prefix with the same contract. The answered attachment (with its id) is appended to the
         *     uploader's list. Limits come from the uploader config (e.g. JPG, JPEG, PNG, PDF up to 8 MB for documents,
         *     1 MB for logos; spec A §5). Failures: 'File upload failed. Please try again later', 'Invalid file type'.
         */
        post: operations["uploadAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/attachments/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example att_file_001 */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an uploaded file
         * @description spec A §7 (`DELETE attachments/{id}`, under the same configurable prefix as the upload).
         */
        delete: operations["deleteAttachment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/balance": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the main wallet's currency accounts and balances
         * @description spec A §7 writes this as `GET /api/v2/{main or other}/balance`; the two scopes are two paths here
         *     (`/api/v2/main/balance`, `/api/v2/other/balance`) so each is typed on its own. Fetched in the background on load.
         */
        get: operations["listMainBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/other/balance": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the other wallet scope's balances
         * @description spec A §7 (`GET /api/v2/{main or other}/balance`, "other" scope). Same shape as the main scope; used where
         *     the app needs the balances kept outside the main wallet (e.g. the separate entity's account).
         */
        get: operations["listOtherBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/accounts": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a currency account
         * @description Screen: accounts/add (spec A §2). Needs the add_account entity feature and a currency the user does not hold
         *     yet. Failure message: 'Failed to create the Local {currency} Account' (spec A §8).
         */
        post: operations["createBalanceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/transactions": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallet transactions
         * @description Screens: transactions, accounts/{slug}, debit-cards/{slug}/transactions (spec A §2). Sorted and filtered on
         *     the server; merchant@'s USD account holds 10,000 rows.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/transactions/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example txn_000001 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Get one wallet transaction
         * @description Screen: transaction details from the transactions list (spec A §2).
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/money-tracker": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly money in and out
         * @description Screen: money-tracker/{slug?} (spec A §2); slug is the currency code, default the first account's currency.
         */
        get: operations["getMoneyTracker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/additional-params": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transfer reasons, relationships and sources of funds for a recipient
         * @description spec A §7. Feeds the send-money form; merchants use target_type send_money_business, others send_money_personal (spec A §6).
         */
        get: operations["getAdditionalParams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/receiving-methods": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List receiving methods offered for a currency and country
         * @description Screens: send-money, withdrawal and the mobile webview receiving-method routes (spec A §2).
         */
        get: operations["listReceivingMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/send-money/fees": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate fee and rate of a transfer
         * @description Screen: send-money (spec A §2). Failure: 'Failed to calculate fees. Please try again.' (spec A §8).
         */
        post: operations["calculateSendMoneyFees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/send-money": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send money to a contact
         * @description Screen: send-money (spec A §2); blocked for non-onboarded merchants (spec A §6). reason, relationship and
         *     source_of_funds are ids from GET /api/v2/main/additional-params. Description: at most 105 latin letters,
         *     spaces and hyphens (spec A §9). Errors: 'Insufficient funds', 'Maximum money sending limit reached.'
         */
        post: operations["sendMoney"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/convert-money/quote": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a currency conversion
         * @description Screen: convert-money (spec A §2). From and to must differ; anchored currencies cannot be converted (spec A §5).
         */
        post: operations["quoteConvertMoney"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/convert-money": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert between two of the user's currency accounts
         * @description Screen: convert-money (spec A §2); needs the convert entity feature and the fx flag; blocked for
         *     non-onboarded merchants (spec A §6). Failure: 'Failed to convert money. Please try again.' (spec A §8).
         */
        post: operations["convertMoney"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/add-money": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an add-money (top-up)
         * @description Screen: add-money (spec A §2; form starts USD to USD). Needs the add_money entity feature and flag.
         *     Answers the add-money context; its status moves pending, in_progress, waiting_for_transfer, successful or
         *     cancelled (spec A §4). `instructions` tells how to pay (bank details for a transfer).
         */
        post: operations["addMoney"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/request-money": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment request (business)
         * @description Screen: request-money (spec A §2, business only). Answers the request id (PR + 7 characters) and its pay link.
         */
        post: operations["requestMoney"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/payment-requests": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's payment requests
         * @description Screen: request-money-requests. The requests made on request-money, newest first; a pending request past expires_at reads as expired.
         */
        get: operations["listPaymentRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/public/payment-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example PRW5H9C2L */
                id: string;
            };
            cookie?: never;
        };
        /**
         * A payment request as its payer sees it (no sign-in)
         * @description Screen: pay-request-id. 404 when no request has this id.
         */
        get: operations["getPublicPaymentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/public/payment-requests/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example PRW5H9C2L */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a payment request (no sign-in)
         * @description Screen: pay-request-id. Credits the merchant's balance in the request's currency and records the payment in its transactions. 422 when the request is paid or expired.
         */
        post: operations["payPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/withdrawal/fees": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate the fee and payout of a withdrawal
         * @description Screen: withdrawal (spec A §2), before the person confirms: the fee in the withdrawn currency, the total
         *     taken from the balance and what the bank receives in target_currency. Same checks as the withdrawal.
         */
        post: operations["calculateWithdrawalFees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/withdrawal": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw to a bank account
         * @description Screen: withdrawal (spec A §2; the form starts USD to EUR, spec A §3). Without a balance in the withdrawn
         *     currency the answer is 422 "You don't have any {currency} to {action}" (spec A §5); the receiving method
         *     must pay out in target_currency (the withdrawn currency when left out), converted at the day's rate.
         *     bank_account_id picks a stored bank account in target_currency (GET /api/v2/main/sanalpara/bank-accounts);
         *     without it the saved withdrawal details are used.
         */
        post: operations["withdrawMoney"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/withdrawal-details": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the saved bank details for withdrawals
         * @description Screen: business/withdrawal (spec A §2). data is null when nothing is saved yet.
         */
        get: operations["getWithdrawalDetails"];
        /**
         * Save the bank details for withdrawals
         * @description Screen: business/withdrawal (spec A §2). Rules (spec A §5): iban valid; swift_code 4 letters, 2 letters,
         *     2 alphanumerics, optional 3 alphanumerics; account_number 6 to 24 uppercase alphanumerics; routing_number
         *     6 to 9 digits; beneficiary_name letters, hyphens, dots, spaces.
         */
        put: operations["updateWithdrawalDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/sanalpara/bank-accounts": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's stored bank accounts (sanalpara)
         * @description spec A §7. Cached on the server unless `force` is set.
         */
        get: operations["listSanalparaBankAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/mass-payouts": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List mass payouts
         * @description Screen: mass-payouts (spec A §2; business, needs the payout entity feature and feature access; acl view-payout for sub-merchants).
         */
        get: operations["listMassPayouts"];
        put?: never;
        /**
         * Pay several contacts from one balance
         * @description Screen: mass-payouts (spec A §2, §4 mass transfer). One entry per transfer; a contact may appear more than
         *     once. acl create-payout for sub-merchants. Errors as for send-money ('Insufficient funds').
         */
        post: operations["createMassPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/mass-payouts/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example mp_001 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Get one mass payout
         * @description Screen: mass-payouts details (spec A §2).
         */
        get: operations["getMassPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/scheduled-transfers": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List scheduled transfers (auto-withdrawal)
         * @description Screen: auto-withdrawal (spec A §2, business; blocked for non-onboarded merchants).
         */
        get: operations["listScheduledTransfers"];
        put?: never;
        /**
         * Schedule a recurring transfer
         * @description Screen: auto-withdrawal (spec A §2). Period daily, weekly or monthly; weekly needs weekday, monthly needs
         *     day_of_month 1 to 28 (spec A §5).
         */
        post: operations["createScheduledTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/scheduled-transfers/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sch_001 */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a scheduled transfer
         * @description Screen: auto-withdrawal (spec A §2). Same rules as creation.
         */
        put: operations["updateScheduledTransfer"];
        post?: never;
        /**
         * Delete a scheduled transfer
         * @description Screen: auto-withdrawal (spec A §2).
         */
        delete: operations["deleteScheduledTransfer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/issuing/cards": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's debit cards
         * @description Screen: debit-cards (spec A §2; hidden when the user has no cards).
         */
        get: operations["listDebitCards"];
        put?: never;
        /**
         * Order a debit card (beta)
         * @description Screen: debit-cards/add (spec A §2; beta users only, else 403). design is a virtual design id VCD-001 to
         *     VCD-007 (default VCD-007) for virtual cards, or a card colour (default blue) for physical ones (spec A §3).
         *     The demo persona is merchant@ because it is the beta user.
         */
        post: operations["orderDebitCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/issuing/cards/{public_id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Debit card public id.
                 * @example crd_virtual_001
                 */
                public_id: components["parameters"]["CardPublicId"];
            };
            cookie?: never;
        };
        /**
         * Get one debit card
         * @description Screens: debit-cards/{slug}/settings and /transactions (spec A §2; slug is the card public id).
         */
        get: operations["getDebitCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/issuing/cards/{public_id}/settings": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Debit card public id.
                 * @example crd_virtual_001
                 */
                public_id: components["parameters"]["CardPublicId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a debit card's settings
         * @description Screen: debit-cards/{slug}/settings (spec A §2). Only activated cards; only sent fields change.
         */
        put: operations["updateDebitCardSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/issuing/cards/{public_id}/activate-virtual-card": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Debit card public id.
                 * @example crd_virtual_001
                 */
                public_id: components["parameters"]["CardPublicId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a virtual card with the e-mailed code
         * @description spec A §7. The 6-digit code was e-mailed (GET /api/v2/main/otp/generate). Success: the app shows 'Card
         *     activated successfully' with a View Account action. A failure whose message mentions OTP marks the code
         *     field; the notice title is 'Activate card unsuccessful' (spec A §8). The example card is already
         *     activated; activating again is accepted and answers the same public_id (the demo backend accepts code 123456).
         */
        post: operations["activateVirtualCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/issuing/cards/{public_id}/activate": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Public id of a not-activated physical card.
                 * @example crd_physical_002
                 */
                public_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a physical card
         * @description Screen: activate (spec A §2, §3 card activation form). Step 1 set the identity-check password (new and
         *     confirm saved from the dialog), step 2 the 6-digit code (spec A §4). pan passes the Luhn check; identity
         *     password 6 to 128 alphanumerics (spec A §5). Example card crd_physical_002 (not_activated).
         */
        post: operations["activatePhysicalCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/issuing/cards/{public_id}/reveal-identity-password": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Card public id.
                 * @example crd_physical_002
                 */
                public_id: string;
            };
            cookie?: never;
        };
        /**
         * Reveal the card's identity-check password
         * @description spec A §7. Shown in the identity-check dialog's view state; 'Change password' stays disabled until it is
         *     retrieved. Failure: 'Failed to retrieve password. Please try again.' (spec A §8).
         */
        get: operations["revealCardIdentityPassword"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/issuing/cards/{public_id}/change-identity-password": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Card public id.
                 * @example crd_physical_002
                 */
                public_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the card's identity-check password
         * @description spec A §7. New and confirm: 6 to 128 alphanumerics, confirm must match ('The password confirmation does
         *     not match', spec A §5). Failure answers field errors or a message (title 'Password change unsuccessful');
         *     success title 'MasterCard Identity Check Password was changed successfully.' (spec A §8).
         */
        post: operations["changeCardIdentityPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/stored-cards": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stored payment cards
         * @description Screen: manage-card (spec A §2; personal only). The profile also carries them as stored_cards.
         */
        get: operations["listStoredCards"];
        put?: never;
        /**
         * Store a payment card
         * @description Screen: manage-card/add (spec A §2). card_number: Luhn check, only digits, hyphens and spaces (spec A §5).
         */
        post: operations["addStoredCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/stored-cards/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sc_001 */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a stored card
         * @description Screen: manage-card (spec A §2).
         */
        delete: operations["deleteStoredCard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/contacts": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contacts
         * @description spec A §7: the app sends prefer_favorite=1, sort_by=first_name, order_by=asc, and all=1 where it needs
         *     every contact (then one page holds them all). Read failures give an empty list; cancelled fetches are not
         *     failures (spec B §8).
         */
        get: operations["listContacts"];
        put?: never;
        /**
         * Add a contact
         * @description Screens: my-contacts/add, my-contacts/new (spec A §2).
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/contacts/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Contact id.
                 * @example ct_0001
                 */
                id: components["parameters"]["ContactId"];
            };
            cookie?: never;
        };
        /**
         * Get one contact
         * @description Screens: my-contacts/{slug}, my-contacts/business/{slug} (spec A §2).
         */
        get: operations["getContact"];
        /**
         * Change a contact
         * @description Screen: my-contacts/{slug} (spec A §2). Replaces the contact's fields, tags and receiving methods.
         */
        put: operations["updateContact"];
        post?: never;
        /**
         * Delete a contact
         * @description Screen: my-contacts (spec A §2).
         */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/contacts/{id}/favorite": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Contact id.
                 * @example ct_0001
                 */
                id: components["parameters"]["ContactId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Toggle a contact's favourite mark
         * @description Screen: my-contacts (spec A §2). Each call flips is_favorite and answers the contact.
         */
        post: operations["toggleContactFavorite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/contact-tags": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contact tags
         * @description spec A §7 (spec B §7). Read failures give an empty list.
         */
        get: operations["listContactTags"];
        put?: never;
        /**
         * Create a contact tag
         * @description spec A §7 (spec B §7, payload name).
         */
        post: operations["createContactTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/main/contact-tags/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example tag_001 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Get one contact tag
         * @description Screen: my-contacts tag manager, the rename dialog reads the tag (spec A §2).
         */
        get: operations["getContactTag"];
        /**
         * Rename a contact tag
         * @description Screen: my-contacts tag manager (spec A §2).
         */
        put: operations["updateContactTag"];
        post?: never;
        /**
         * Delete a contact tag
         * @description Screen: my-contacts tag manager (spec A §2). Contacts keep existing without the tag.
         */
        delete: operations["deleteContactTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/verification": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the personal verification (KYC) state
         * @description Screens: verification, kyc_verification (spec A §2). KYC statuses: pending, verified, unverified (shown as Declined), not_verified (spec A §4).
         */
        get: operations["getVerification"];
        put?: never;
        /**
         * Submit the personal verification (KYC)
         * @description Screen: verification (spec A §2, §4). Personal details, the identity document (one attachment per side the
         *     document type has; JPEG, PNG, PDF up to 8 MB, spec A §5) and a proof of address, sent once from the wizard's
         *     last step. The status becomes pending; a declined (unverified) user may send again. Personal users only,
         *     not once verified. The demo reviewer declines at once a name that is not the account's
         *     (decline_reason document_name_mismatch).
         */
        post: operations["submitVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/verification/documents": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit KYC documents
         * @description Screen: verification (spec A §2). type_id is a KYC document type (settings service document-types);
         *     attachments are uploaded first (JPEG, PNG, PDF up to 8 MB, spec A §5), one per side.
         */
        post: operations["submitVerificationDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/verification/phone": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the phone number confirmation stands
         * @description Screen: verification-phone-number (spec A §2). `status` is unconfirmed (no code waiting), code_sent (a
         *     6-digit code went to `code_sent_to`; it expires at `code_expires_at`, and a new one may be asked for from
         *     `resend_available_at`) or confirmed (`phone_number_identity_confirmed` is set on the user).
         */
        get: operations["getPhoneVerification"];
        put?: never;
        /**
         * Send a code to confirm a phone number
         * @description Screen: verification-phone-number (spec A §2).
         */
        post: operations["startPhoneVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/verification/phone/confirm": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the phone number with the code
         * @description Screen: verification-phone-number (spec A §2). Sets phone_number_identity_confirmed. 422 'Invalid OTP'.
         */
        post: operations["confirmPhoneVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/verification/phone/resend": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new code to the number waiting for confirmation
         * @description Screen: verification-phone-number (spec A §4 one-time-code input: a resend countdown, then a resend link).
         *     A new code replaces the old one. 422 on `code` when no code is waiting; 429 before `resend_available_at`
         *     (60 seconds after the last code).
         */
        post: operations["resendPhoneVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/verification/requests": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The verification items the back office asked for
         * @description Screen: kyc_verification (spec A §2, §3 requested_verification with pm_verification_items). Each item is a
         *     document to upload or a question to answer, with its KYC status (spec A §4: not_verified, pending,
         *     verified, unverified shown as Declined). `status` sums them up: unverified when one was declined, else
         *     not_verified while one is still to provide, else pending while one is in review, else verified.
         */
        get: operations["getVerificationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/verification/requests/{type}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description The requested item's type.
                 * @example source_of_funds
                 */
                type: components["schemas"]["VerificationItemType"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Provide one requested verification item
         * @description Screen: kyc_verification. A document item takes `attachment_ids` (uploaded first: JPEG, PNG or PDF up to
         *     8 MB, spec A §5; two for an identity document's sides), a question item takes `answer` (2 to 500
         *     characters). Only an item that is still to provide or was declined can be sent; it becomes pending.
         */
        post: operations["submitVerificationItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sub-accounts": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sub-accounts
         * @description Screen: sub-accounts (spec A §2; main account or acl view-sub-account).
         */
        get: operations["listSubAccounts"];
        put?: never;
        /**
         * Invite a sub-merchant user
         * @description Screen: sub-accounts/create (spec A §2). acl lists the permissions the user gets (spec A §6).
         */
        post: operations["createSubAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sub-accounts/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sa_001 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Get one sub-account
         * @description Screen: sub-accounts (spec A §2).
         */
        get: operations["getSubAccount"];
        /**
         * Change a sub-account's name, permissions or status
         * @description Screen: sub-accounts (spec A §2). User statuses: active, blocked, restricted, whitelisted (spec B §4).
         */
        put: operations["updateSubAccount"];
        post?: never;
        /**
         * Remove a sub-account
         * @description Screen: sub-accounts (spec A §2).
         */
        delete: operations["deleteSubAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/connected-platforms": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List platforms connected to the account
         * @description Screen: settings/connected-platforms (spec A §2; non-merchant users with connected platforms).
         */
        get: operations["listConnectedPlatforms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/connected-platforms/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example cp_004 */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect a platform
         * @description Screen: settings/connected-platforms (spec A §2).
         */
        delete: operations["disconnectPlatform"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/connected-sellers": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sellers connected to the business
         * @description Screen: settings/connected-sellers (spec A §2; connected_users feature flag, else 403).
         */
        get: operations["listConnectedSellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/support/tickets": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My support conversations
         * @description Screen: chat-and-support (spec A §2). Every conversation of the caller, the last active first, without their messages.
         */
        get: operations["listSupportTickets"];
        put?: never;
        /**
         * Open a support ticket
         * @description Screens: support, chat-and-support (spec A §2). topic_id is a node of the support topic tree (GET /api/v2/hierarchies/{level}/tree).
         */
        post: operations["createSupportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/support/tickets/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sup_0001 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * One support conversation with its messages
         * @description Screen: chat-and-support (spec A §2). The messages oldest first.
         */
        get: operations["getSupportTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/support/tickets/{id}/messages": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sup_0001 */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply in a support conversation
         * @description Screen: chat-and-support (spec A §2). A reply to a closed conversation opens it again; the conversation then waits for support (status open).
         */
        post: operations["replySupportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invites": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite friends by e-mail
         * @description Screen: invite (spec A §2).
         */
        post: operations["sendInvites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/sandbox/enter": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Switch to test (sandbox) mode
         * @description spec A §7. On success the app stores the state and opens the test-mode welcome page (spec A §4). Failure:
         *     the server message or 'Cannot do this now. Please try again later.' (spec B §8).
         */
        get: operations["enterSandbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/sandbox/leave": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Switch back to live mode
         * @description spec A §7. On success the app goes home from the welcome page, otherwise reloads (spec A §4).
         */
        get: operations["leaveSandbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mini-apps/auth-token": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue the mini-apps (ticketing) token
         * @description spec A §7. The token is the ticketing service's bearer, kept in a cookie for 1 day (spec A §9).
         */
        post: operations["createMiniAppsAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/merchant-public-profile": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Merchant public profile
         * @description The public profile tab of business onboarding (spec B §7, §3 "Public profile init fields"). The client falls back to empty fields on failure (spec B §8).
         */
        get: operations["getMerchantPublicProfile"];
        /**
         * Save the merchant public profile
         * @description Saves the public profile tab (spec B §2 onboarding tabs).
         */
        put: operations["updateMerchantPublicProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/onboarding": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Business onboarding data
         * @description Business entity, owners (ubo), payout settings, KYB documents, platform, project and application status (spec B §7, §3).
         */
        get: operations["getOnboarding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/industries/tree-list": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Industry tree
         * @description Industries as a tree for the business details form (spec B §7).
         */
        get: operations["listIndustries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/onboarding/business-details": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save business details
         * @description The business details tab; it must be finished before the other tabs (spec B §2).
         */
        put: operations["updateOnboardingBusinessDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/onboarding/owners": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an owner
         * @description Adds an owner / UBO / legal representative. Owners with 25% or more are disclosed (spec B §5).
         */
        post: operations["createOnboardingOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/onboarding/owners/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An owner
         * @description One owner or representative, for the edit dialog of the owners step.
         */
        get: operations["getOnboardingOwner"];
        /** Update an owner */
        put: operations["updateOnboardingOwner"];
        post?: never;
        /** Remove an owner */
        delete: operations["deleteOnboardingOwner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/onboarding/payout-settings": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a withdrawal detail
         * @description At least one withdrawal detail is required before submit (spec B §5).
         */
        post: operations["createOnboardingPayoutSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/onboarding/payout-settings/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a withdrawal detail */
        delete: operations["deleteOnboardingPayoutSetting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/onboarding/documents": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a KYB document
         * @description Links an uploaded attachment (POST /api/v2/attachments; JPG/JPEG/PNG/PDF, max 8MB, spec B §5) to a document type id (spec B §3).
         */
        post: operations["addOnboardingDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/onboarding/project": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save project details */
        put: operations["updateOnboardingProject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/onboarding/submit": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the application for review
         * @description Submits (or resubmits) the KYB application. 422 when there is no owner, ownership does not add up to 100%, there is no withdrawal detail or the legal representative signature is missing (spec B §5). The demo persona is rejected@demo.test, whose data is complete.
         */
        post: operations["submitOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/business-profiles": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Business profiles */
        get: operations["listBusinessProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/business-profiles/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a business profile
         * @description Deletes an inactive business profile; the active one cannot be deleted (spec B §6). Example bp_002 is an inactive profile.
         */
        delete: operations["deleteBusinessProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/overview": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Processing overview
         * @description Volume per day, counts per status and totals for the overview page (spec B §2 /processing/overview).
         */
        get: operations["getProcessingOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/business-model": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Business model */
        get: operations["getBusinessModel"];
        /**
         * Save the business model
         * @description Saves the business model and sends it (again) for review; its business_model item of application_status becomes pending (spec B §2, §4). The pingback URL is kept without its query string and anchor (spec B §5).
         */
        put: operations["updateBusinessModel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/integration": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Integration settings */
        get: operations["getIntegration"];
        /**
         * Save the pingback URL
         * @description The URL payment notifications are sent to. Its query string and anchor are removed before it is saved (spec A §5 "Redirect URLs"); the answer holds the URL as saved.
         */
        put: operations["updateIntegration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/integration/credentials": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API credentials of both modes
         * @description Screen: /processing/integration (spec B §2). The live and test credentials of the merchant (a sub-merchant sees its main account's): the publishable key in full, the secret key masked. The same answer in live and test mode.
         */
        get: operations["getIntegrationCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/integration/credentials/{mode}/regenerate": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example test */
                mode: "live" | "test";
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate the API keys of one mode
         * @description Screen: /processing/integration. Replaces both keys of the mode at once; the old ones stop working. The new secret key is in this answer only (afterwards it is masked). Needs the business-profile permission for a sub-merchant.
         */
        post: operations["regenerateIntegrationCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/integration/simulation-authorize": {
        parameters: {
            query: {
                /**
                 * @description The simulator works in test mode only (the client adds is_in_sandbox=1 to every request while test mode is on); without it the answer is 422 'Switch on test mode to simulate an authorization.'
                 * @example 1
                 */
                is_in_sandbox: 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a card authorization
         * @description In test mode (is_in_sandbox=1) only, simulates the issuer's answer to a test payment's authorization with a test card (spec B §2 /processing/integration/simulation-authorize). The result is recorded as a test `auth` transaction of the processing transactions list (status success or rejected); outside test mode it answers 422.
         */
        post: operations["createSimulationAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/integration/simulation-authorize/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A simulated authorization */
        get: operations["getSimulationAuthorization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/payment-methods": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment methods */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/payment-methods/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enable or disable a payment method */
        put: operations["updatePaymentMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/qr-payments": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** QR payments */
        get: operations["listQrPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/qr-payments/dynamic-qr": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a dynamic QR code
         * @description A single-use QR code for a fixed amount, valid 5 minutes (spec B §9).
         */
        post: operations["createDynamicQr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/qr-payments/stickers": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make QR stickers
         * @description Generates printable static QR stickers (spec B §2 /processing/qr-payments/make-stickers).
         */
        post: operations["createQrStickers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/widget-versions": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Widget versions
         * @description Checkout customizations of the widget creator (at most 10, spec B §9).
         */
        get: operations["listWidgetVersions"];
        put?: never;
        /** Create a widget version */
        post: operations["createWidgetVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/widget-versions/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A widget version */
        get: operations["getWidgetVersion"];
        /**
         * Update a widget version
         * @description Rename, retag or change the appearance of a version.
         */
        put: operations["updateWidgetVersion"];
        post?: never;
        /** Delete a widget version */
        delete: operations["deleteWidgetVersion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/widget-versions/{id}/submit": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a widget version for review
         * @description Moves a draft to under_review ('Pending review', spec B §4).
         */
        post: operations["submitWidgetVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/reports/settlements": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settlement report */
        get: operations["listSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/reports/transactions": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transaction report
         * @description Processing transactions (ID, date, payment method, amount, order ID, type; spec B §3). Sub-merchants need the view-transaction permission.
         */
        get: operations["listProcessingTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/reports/transactions/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A processing transaction */
        get: operations["getProcessingTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/reports/transactions/{id}/refund": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a payment
         * @description Full refund without an amount, partial with one. A feature flag can disable refunds per account (spec B §6).
         */
        post: operations["refundProcessingTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/tokidoki/subscriptions": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recurring billing subscriptions */
        get: operations["listSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/tokidoki/subscriptions/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subscription */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/processing/tokidoki/transactions": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recurring billing transactions */
        get: operations["listSubscriptionTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/invoices": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices */
        get: operations["listInvoices"];
        put?: never;
        /**
         * Create an invoice
         * @description Creates a draft invoice (spec B §7). Needs at least one item and a grand total above 0 (spec B §5). Failures rethrow to the caller (spec B §8).
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/invoices/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invoice
         * @description Listed in spec B §7. On failure the client goes back to the invoices list (spec B §2, §8).
         */
        get: operations["getInvoice"];
        /**
         * Update an invoice
         * @description Listed in spec B §7, which writes this call as "PUT /api/v2/invoicing/invoices/{public_id}"; OpenAPI allows one parameter name per template, so the key is {id}. Same body and rules as create.
         */
        put: operations["updateInvoice"];
        post?: never;
        /** Delete a draft invoice */
        delete: operations["deleteInvoice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/invoices/{id}/send": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send an invoice
         * @description Sends the invoice to a contact with an email and marks it sent (spec B §7, §5).
         */
        put: operations["sendInvoice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/products": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products
         * @description Listed in spec B §7: the invoice builder asks per_page=1000&include=prices (spec B §9).
         */
        get: operations["listProducts"];
        put?: never;
        /** Create a product */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/products/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product */
        get: operations["getProduct"];
        /** Update a product */
        put: operations["updateProduct"];
        post?: never;
        /** Delete a product */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/taxes": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Taxes
         * @description Listed in spec B §7: the invoice builder asks per_page=999&page=1&filter[active]=1 (spec B §9).
         */
        get: operations["listTaxes"];
        put?: never;
        /** Create a tax */
        post: operations["createTax"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/taxes/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tax */
        get: operations["getTax"];
        /** Update a tax */
        put: operations["updateTax"];
        post?: never;
        /** Delete a tax */
        delete: operations["deleteTax"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/discounts": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discounts
         * @description Listed in spec B §7: the invoice builder asks per_page=999&page=1&filter[active]=1&include=prices&filter[currency]=... (spec B §9).
         */
        get: operations["listDiscounts"];
        put?: never;
        /** Create a discount */
        post: operations["createDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/discounts/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A discount */
        get: operations["getDiscount"];
        /** Update a discount */
        put: operations["updateDiscount"];
        post?: never;
        /** Delete a discount */
        delete: operations["deleteDiscount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/invoice-templates": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Business templates
         * @description Listed in spec B §7: the invoice builder asks per_page=1000 (spec B §9).
         */
        get: operations["listInvoiceTemplates"];
        put?: never;
        /** Create a business template */
        post: operations["createInvoiceTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/invoice-templates/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A business template */
        get: operations["getInvoiceTemplate"];
        /** Update a business template */
        put: operations["updateInvoiceTemplate"];
        post?: never;
        /** Delete a business template */
        delete: operations["deleteInvoiceTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/public/invoices/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public invoice (pay page)
         * @description What /pay/invoice/{id} shows; no sign-in. The id is the invoice public_id.
         */
        get: operations["getPublicInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoicing/public/invoices/{id}/pay": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an invoice
         * @description Starts the payment of a sent, overdue or partially paid invoice; card payments continue at redirect_url.
         */
        post: operations["payPublicInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/qr/info/{code}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code info
         * @description Code data and payment order country for /qr/{code} (spec B §7, §3). Unknown or expired codes (QR00002) answer 404; the page shows 'Invalid or Expired QR Code' (spec B §8).
         */
        get: operations["getQrInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/qr/pay/{code}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a QR code
         * @description Pays from the selected country; amount is needed when the code has none. Codes are single use (spec B §9).
         */
        post: operations["payQr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/qr/status/{code}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR payment status
         * @description Polled while the payment is processing: processing, successful, failed, cancelled (spec B §4).
         */
        get: operations["getQrPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer-links": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transfer links */
        get: operations["listTransferLinks"];
        put?: never;
        /**
         * Create a transfer link
         * @description Reserves the amount and returns a shareable link. An unclaimed transfer is reversed after 14 days (spec B §9).
         */
        post: operations["createTransferLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer-links/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A transfer link
         * @description Anyone holding the link may open it; a signed-out visitor gets the public view (no e-mails, no security code).
         */
        get: operations["getTransferLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer-links/{id}/claim": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a transfer link
         * @description The recipient claims the money with the security code. After the attempts run out the link is locked for 24 hours (spec B §4, §9). Demo: personal@demo.test claims the link merchant@demo.test sent.
         */
        post: operations["claimTransferLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer-links/{id}/reject": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a transfer link
         * @description The recipient declines; the money returns to the sender (spec B §4).
         */
        post: operations["rejectTransferLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer-links/{id}/revoke": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a transfer link
         * @description The sender takes the link back (shown as rejected, spec B §4).
         */
        post: operations["revokeTransferLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer-links/{id}/duplicate": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a transfer link
         * @description Creates a new link with the same amount, currency and note.
         */
        post: operations["duplicateTransferLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/circles": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My circles */
        get: operations["listCircles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/circles/join": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a circle
         * @description Joins with an invitation code; joining a circle one already belongs to returns it.
         */
        post: operations["joinCircle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/circles/public/{slug}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public circle page
         * @description What /circle/{slug} shows without sign-in.
         */
        get: operations["getPublicCircle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/circles/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A circle */
        get: operations["getCircle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/virtual-accounts": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Virtual accounts */
        get: operations["listVirtualAccounts"];
        put?: never;
        /**
         * Open a virtual account
         * @description Opens an ACH (USD) or IBAN account; the opening fee is paid from fee_currency (spec B §9). Needs verification and the virtual_account_ach flag for ACH.
         */
        post: operations["createVirtualAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/virtual-accounts/opening-funds": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opening price and balances
         * @description Price of opening a virtual account and the balances that can pay it (spec B §7).
         */
        get: operations["getVirtualAccountOpeningFunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/virtual-accounts/opening-fee/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opening fee in a balance
         * @description The opening fee expressed in the selected balance (spec B §7; the path segment is the balance currency).
         */
        get: operations["getVirtualAccountOpeningFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/virtual-accounts/{id}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A virtual account */
        get: operations["getVirtualAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/paybybanque": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a Pay by Banque deposit
         * @description Starts an open-banking deposit; the user continues at redirect_url and comes back to /paybybanque/{status}.
         */
        post: operations["createPayByBanquePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/paybybanque/{status}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pay by Banque return
         * @description Confirms the result the bank redirected back with.
         */
        get: operations["getPayByBanqueResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/migration/consent": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Legacy wallet migration consent
         * @description start, or not_available with the reason (already migrated, no account found, refused before) (spec B §4).
         */
        get: operations["getMigrationConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/migration/phone": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the migration code
         * @description Sends a 6-digit code to the phone of the legacy account (spec B §9).
         */
        post: operations["submitMigrationPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/migration/code": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the migration code */
        post: operations["confirmMigrationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/migration/password": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the new password and migrate */
        post: operations["setMigrationPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/migration/refuse": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse the migration
         * @description Irreversible (spec B §2, §4).
         */
        post: operations["refuseMigration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/preview-programs/{slug}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A preview program */
        get: operations["getPreviewProgram"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/randomizers/{slug}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A randomizer */
        get: operations["getRandomizer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/smarttv/link": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a smart TV
         * @description Links the TV showing the code to the signed-in account (/smarttv, /link).
         */
        post: operations["linkSmartTv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/business/{slug}": {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public business page
         * @description What /business/{slug} shows without sign-in.
         */
        get: operations["getBusinessPage"];
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
        /**
         * @description Amount above zero, at least 0.01 and at most 999999999.99 (spec A §5 greater_than_zero, currency mask).
         * @example 25.5
         */
        PositiveAmount: number;
        /**
         * @description Interface language (spec A §1).
         * @enum {string}
         */
        Locale: "en" | "ar_EG" | "ceb" | "es_CO" | "hi" | "id" | "ko" | "lt" | "pt_BR" | "tl" | "tr" | "vi" | "zh_Hans_CN";
        /**
         * @description Six-digit one-time code (spec A §9).
         * @example 123456
         */
        OtpCode: string;
        /** @description At least 8 characters with a lowercase letter, an uppercase letter and a digit (spec A §5). */
        Password: string;
        /** @description Card identity-check password, 6 to 128 alphanumerics (spec A §5, §9). */
        IdentityPassword: string;
        /** @description Starts with a letter, then 2 to 15 letters, digits or underscores; no double underscore (spec A §5). */
        Username: string;
        /** @description Digits with optional brackets and separators; first group 1 to 4 digits (spec A §5 phone). */
        PhoneNumber: string;
        /** @description Card number; digits, hyphens and spaces only, must pass the Luhn check (spec A §5 credit_card). */
        CardNumber: string;
        /** @description Transfer description, at most 105 latin letters, spaces and hyphens (spec A §9). */
        TransferDescription: string;
        /** @description A date as reports show it, in the user's time zone (spec A §3). */
        ReportDate: {
            /** @description Formatted date and time, e.g. 2026-03-14 09:30:00. */
            txnDateString: string;
            /** @description IANA zone, e.g. Europe/Berlin. */
            timezone: string;
            /** @description UTC offset, e.g. UTC+01:00. */
            timezoneUtc: string;
        };
        /**
         * @description Permission role a sub-merchant needs (spec A §6).
         * @enum {string}
         */
        Permission: "view-transaction" | "view-payout" | "create-payout" | "view-withdrawal" | "view-subscription" | "business-profile" | "view-sub-account";
        /** @description Feature flags of the account (spec A §6); unknown flags may appear. */
        FeatureAccesses: {
            invoicing_enabled?: boolean;
            ticketing_enabled?: boolean;
            commerce_seller?: boolean;
            fx?: boolean;
            add_money?: boolean;
            management_payment_systems?: boolean;
            payout?: boolean;
            virtual_account_ach?: boolean;
            connected_users?: boolean;
        } & {
            [key: string]: boolean;
        };
        /** @description Feature name to acknowledged flag. */
        FeatureAck: {
            [key: string]: boolean;
        };
        /** @description Entity-level features (spec A §6). */
        EntityFeatures: {
            convert?: boolean;
            add_money?: boolean;
            payout?: boolean;
            add_account?: boolean;
        } & {
            [key: string]: boolean;
        };
        UserSettings: {
            /** @description IANA time zone. */
            timezone: string;
            locale: components["schemas"]["Locale"];
        };
        /** @description Business application (KYB) status; not_submitted and approved mean not under process (spec A §4). */
        ApplicationStatus: {
            /**
             * @example not_submitted
             * @example pending
             * @example under_review
             * @example approved
             * @example rejected
             */
            status: string;
            data?: {
                /** @example business_model */
                label: string;
                /**
                 * @example approved
                 * @example rejected
                 */
                status: string;
            }[];
        };
        UserProcessing: {
            application_status?: components["schemas"]["ApplicationStatus"];
            /** @description True while a business main account still needs onboarding. */
            ernest_needed: boolean;
            /** @description new, in_progress, done, pending, approved, accepted, rejected, declined. */
            onboarding_status?: string | null;
            /** @default v1 */
            onboarding_service_version: string;
            is_dormant: boolean;
            survey_completed?: boolean;
        };
        /** @description The signed-in user (spec A §3). */
        User: {
            id: number;
            /** @enum {string} */
            user_type: "personal" | "business" | "admin";
            verified: boolean;
            /** @description 1 ltd entity, 2 inc entity, 3 the separate entity (spec A §1). */
            entity_id: number;
            username?: string | null;
            name: string;
            /** Format: email */
            email: string;
            /** @description Image URL. */
            profile_picture?: string | null;
            is_main_account: boolean;
            is_beta_user: boolean;
            requested_verification?: {
                pm_verification_items?: {
                    type: string;
                    status: string;
                }[];
            } | null;
            settings: components["schemas"]["UserSettings"];
            processing: components["schemas"]["UserProcessing"];
            phone_country_code?: string | null;
            phone_number?: string | null;
            phone_number_identity_confirmed?: boolean;
            circle_id?: string | null;
            enabled_second_factor?: boolean;
            feature_accesses: components["schemas"]["FeatureAccesses"];
            feature_ack?: components["schemas"]["FeatureAck"];
            entity_features: components["schemas"]["EntityFeatures"];
            /** @description Permissions of a sub-merchant; empty for main accounts and personal users. */
            acl: components["schemas"]["Permission"][];
            stored_cards?: components["schemas"]["StoredCard"][];
            debit_card?: components["schemas"]["DebitCard"][];
            connected_platforms?: {
                id: string;
                name: string;
            }[];
            account_user?: {
                id?: number;
            } | null;
            faqs?: components["schemas"]["Faq"][];
        };
        SupportedLanguage: {
            code: components["schemas"]["Locale"];
            /** @description Native name, e.g. Español. */
            name: string;
        };
        /** @description Data of GET /api/v2/auth/is-authenticated (spec A §7). */
        AuthSession: {
            user: components["schemas"]["User"];
            tokens: {
                id_token: string;
                account_id_token?: string;
            };
            localization: {
                locale: components["schemas"]["Locale"];
                supported_languages: components["schemas"]["SupportedLanguage"][];
            };
            /** @description True when the caller's country is restricted. */
            restricted_country: boolean;
        };
        IdTokenResult: {
            id_token: string;
        };
        LoginResult: {
            /** @description Session token, or a pre-auth token when second_factor_required. */
            id_token: string;
            user: components["schemas"]["User"];
            second_factor_required: boolean;
        };
        SocialProvider: {
            /**
             * @example google
             * @example apple
             * @example facebook
             */
            name: string;
            /** Format: uri */
            redirect_url: string;
        };
        GeoIp: {
            /** @description ISO 3166-1 alpha-2, null when unknown. */
            country_code: string | null;
            restricted: boolean;
        };
        Currency: {
            code: components["schemas"]["CurrencyCode"];
            name: string;
            formats: {
                symbol: string;
                fractionCount: number;
            };
            /** @description Anchored currencies (VND PHP THB IDR) cannot be converted. */
            anchored: boolean;
            /** @description In the supported 25-currency set. */
            supported: boolean;
        };
        Country: {
            code: components["schemas"]["CountryCode"];
            name: string;
            /** @description Dialling code without plus, e.g. 1. */
            phoneCode: string;
            /** @description Display form, e.g. +1. */
            phoneCodeDisplay?: string;
        };
        /** @description One of the 18 regions (spec A §3). */
        Region: {
            id: number;
            name: string;
            countries: {
                code: components["schemas"]["CountryCode"];
                name: string;
            }[];
        };
        /** @description Legal entity (spec A §3). */
        Entity: {
            id: number;
            name: string;
            long_name: string;
            long_regulation: string;
            business_term_of_service_url?: string | null;
            personal_term_of_service_url?: string | null;
        };
        AddressField: {
            name: string;
            label: string;
            placeholder?: string | null;
            /** @enum {string} */
            type: "text" | "select";
            /** @description Subdivision level of a select. */
            level?: number;
            /** @description Rule names: required, email, min, max, integer, alpha, numeric, digits, digits_between (with :args). */
            validation_rules: string[];
            default?: string | null;
        };
        Subdivision: {
            code: string;
            name: string;
            children?: components["schemas"]["Subdivision"][];
        };
        LocalizedAddressConfig: {
            country_code: components["schemas"]["CountryCode"];
            fields: components["schemas"]["AddressField"][];
            subdivisions?: {
                children?: components["schemas"]["Subdivision"][];
            };
        };
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
        };
        /** @description An uploaded file (spec A §3 File and Attachment). */
        Attachment: {
            id: string;
            name: string;
            /** @description Bytes. */
            size: number;
            /** @description MIME type. */
            type: string;
            /** @description Where the file can be fetched. */
            url?: string;
        };
        Faq: {
            id: number;
            /** @description Help page code. */
            code?: string;
            locale?: string;
            subject: string;
            /** @description HTML; sanitize before rendering. */
            content: string;
        };
        /** @description Node of a support topic tree. */
        HierarchyNode: {
            id: string;
            name: string;
            children?: components["schemas"]["HierarchyNode"][];
        };
        Balance: {
            /** @enum {string} */
            subtype: "balance_available" | "balance_pending" | "balance_reserved";
            balance: components["schemas"]["Money"];
        };
        /** @description A currency account (spec A §3). */
        BalanceAccount: {
            currency: components["schemas"]["CurrencyCode"];
            /**
             * @description One entry per subtype, always in this order: balance_available, balance_pending, balance_reserved
             *     (lists and pages read `balances.0.balance` as the available balance).
             */
            balances: components["schemas"]["Balance"][];
            anchored_currency: boolean;
        };
        /** @enum {string} */
        TransactionType: "send_money" | "receive_money" | "convert" | "add_money" | "withdrawal" | "payout" | "payment" | "refund" | "fee";
        /**
         * @description spec A §4.
         * @enum {string}
         */
        TransactionStatus: "pending" | "success" | "rejected" | "pending_claim" | "in_progress" | "waiting_for_transfer";
        /** @description A wallet transaction. */
        Transaction: {
            id: string;
            type: components["schemas"]["TransactionType"];
            status: components["schemas"]["TransactionStatus"];
            amount: components["schemas"]["Money"];
            fee: components["schemas"]["Money"];
            currency: components["schemas"]["CurrencyCode"];
            /** @enum {string} */
            direction: "in" | "out";
            description?: string | null;
            counterparty?: {
                name: string;
                /** Format: email */
                email?: string;
            } | null;
            payment_method?: string | null;
            order_id?: string | null;
            /** Format: date-time */
            created_at: string;
            date: components["schemas"]["ReportDate"];
            card_public_id?: string | null;
        };
        MoneyTracker: {
            currency: components["schemas"]["CurrencyCode"];
            series: {
                /** @description YYYY-MM */
                month: string;
                money_in: components["schemas"]["Money"];
                money_out: components["schemas"]["Money"];
            }[];
        };
        /**
         * @description Transfer type (spec A §3).
         * @enum {string}
         */
        ReceivingMethodType: "atm_card" | "bank_card" | "bank_transfer" | "e_wallet";
        /**
         * @description send_money_business for merchants, send_money_personal otherwise (spec A §6).
         * @enum {string}
         */
        TransferTargetType: "send_money_business" | "send_money_personal";
        ReceivingMethodOption: {
            type: components["schemas"]["ReceivingMethodType"];
            label: string;
            currencies: components["schemas"]["CurrencyCode"][];
        };
        NamedOption: {
            id: string;
            name: string;
        };
        /** @description Data of GET /api/v2/main/additional-params (spec A §7). */
        AdditionalParams: {
            reasons: components["schemas"]["NamedOption"][];
            relationships: components["schemas"]["NamedOption"][];
            source_of_funds: components["schemas"]["NamedOption"][];
            validations: {
                /** @description Rules for the transfer description in the rule-library syntax, e.g. ["required", "max:105"]. */
                description: string[];
            };
        };
        WithdrawalQuoteRequest: {
            currency: components["schemas"]["CurrencyCode"];
            target_currency?: components["schemas"]["CurrencyCode"];
            amount: components["schemas"]["PositiveAmount"];
            receiving_method: components["schemas"]["ReceivingMethodType"];
        };
        TransferFees: {
            fee: components["schemas"]["Money"];
            /** @description Target units per source unit. */
            rate: number;
            total: components["schemas"]["Money"];
            receive_amount: components["schemas"]["Money"];
        };
        /** @description From and to must differ; anchored currencies cannot be converted (spec A §5). */
        ConvertMoneyRequest: {
            from: components["schemas"]["CurrencyCode"];
            to: components["schemas"]["CurrencyCode"];
            amount: components["schemas"]["PositiveAmount"];
        };
        ConvertQuote: {
            rate: number;
            fee: components["schemas"]["Money"];
            receive_amount: components["schemas"]["Money"];
            /** Format: date-time */
            expires_at?: string;
        };
        AddMoneyContext: {
            id: string;
            /** @enum {string} */
            status: "pending" | "in_progress" | "cancelled" | "successful" | "waiting_for_transfer";
            amount?: components["schemas"]["Money"];
            currency?: components["schemas"]["CurrencyCode"];
            /** @description How to pay, e.g. bank details and the payment reference for a transfer. */
            instructions?: {
                [key: string]: string;
            } | null;
        };
        MoneyRequest: {
            id: string;
            /** @description Pay link to share with the payer. */
            link: string;
            currency?: components["schemas"]["CurrencyCode"];
            amount?: components["schemas"]["Money"];
            /** Format: email */
            payer_email?: string;
            note?: string | null;
            /** @enum {string} */
            status?: "pending" | "paid" | "expired";
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            expires_at?: string;
            /** Format: date-time */
            paid_at?: string | null;
        };
        PublicPaymentRequest: {
            id: string;
            currency: components["schemas"]["CurrencyCode"];
            amount: components["schemas"]["Money"];
            note?: string | null;
            /** @enum {string} */
            status: "pending" | "paid" | "expired";
            /** Format: date-time */
            expires_at?: string;
            /** Format: date-time */
            paid_at?: string | null;
            merchant: {
                name: string;
            };
        };
        WithdrawalDetails: {
            bank_name: string;
            iban?: string | null;
            swift_code?: string | null;
            account_number?: string | null;
            routing_number?: string | null;
            beneficiary_name: string;
            /** Format: date-time */
            updated_at?: string;
        };
        /** @description Give an iban, or an account_number (with routing_number where the country needs one). */
        WithdrawalDetailsInput: {
            bank_name: string;
            /** @description Checked as a valid IBAN on the server. */
            iban?: string;
            swift_code?: string;
            account_number?: string;
            routing_number?: string;
            beneficiary_name: string;
        };
        /** @description A stored bank account (sanalpara). */
        BankAccount: {
            id: string;
            bank_name: string;
            iban: string;
            currency: components["schemas"]["CurrencyCode"];
            holder_name: string;
        };
        MassPayoutItemInput: {
            contact_id: string;
            amount: components["schemas"]["PositiveAmount"];
            receiving_method: components["schemas"]["ReceivingMethodType"];
            description?: components["schemas"]["TransferDescription"];
        };
        MassPayoutItem: {
            contact_id: string;
            amount: components["schemas"]["Money"];
            receiving_method: components["schemas"]["ReceivingMethodType"];
            description?: string | null;
            status?: components["schemas"]["TransactionStatus"];
        };
        MassPayout: {
            id: string;
            currency: components["schemas"]["CurrencyCode"];
            payouts: components["schemas"]["MassPayoutItem"][];
            total_amount?: components["schemas"]["Money"];
            /** @enum {string} */
            status: "pending" | "in_progress" | "success" | "rejected";
            /** Format: date-time */
            created_at: string;
        };
        /** @enum {string} */
        Weekday: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
        /** @description A recurring transfer (auto-withdrawal). */
        ScheduledTransfer: {
            id: string;
            currency: components["schemas"]["CurrencyCode"];
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            period: "daily" | "weekly" | "monthly";
            day_of_month: number | null;
            weekday: components["schemas"]["Weekday"] | null;
            /** @description withdrawal_details (the saved bank details) or a bank account id. */
            destination: string;
            active: boolean;
            /** Format: date-time */
            next_run_at?: string | null;
        };
        /** @description weekly needs weekday; monthly needs day_of_month 1 to 28 (spec A §5). */
        ScheduledTransferInput: {
            currency: components["schemas"]["CurrencyCode"];
            amount: components["schemas"]["PositiveAmount"];
            /** @enum {string} */
            period: "daily" | "weekly" | "monthly";
            day_of_month?: number | null;
            weekday?: components["schemas"]["Weekday"] | null;
            destination: string;
            /** @default true */
            active: boolean;
        };
        /** @enum {string} */
        CardFactor: "physical" | "virtual";
        DebitCardSettings: {
            frozen?: boolean;
            online_payments?: boolean;
            atm_withdrawals?: boolean;
            spending_limit?: number | null;
        };
        /** @description An issued debit card (spec A §3). */
        DebitCard: {
            public_id: string;
            bin?: string;
            last_four: string;
            /** @enum {string} */
            status: "activated" | "not_activated";
            factor: components["schemas"]["CardFactor"];
            platform_id?: string | null;
            selectable: boolean;
            /** @description Physical card design; colour default blue. */
            card_design?: {
                /** @default blue */
                color: string;
            } | null;
            /** @description Virtual card design VCD-001 to VCD-007 (default VCD-007). */
            virtual_design?: {
                /** @default VCD-007 */
                public_id: string;
            } | null;
            /** @example mastercard */
            type?: string;
            exp_month?: number;
            exp_year?: number;
            first_name?: string;
            last_name?: string;
            currency?: components["schemas"]["CurrencyCode"];
            settings?: components["schemas"]["DebitCardSettings"];
        };
        /** @description A stored payment card. */
        StoredCard: {
            id: string;
            /**
             * @example visa
             * @example mastercard
             */
            brand: string;
            bin?: string;
            last_four: string;
            exp_month: number;
            exp_year: number;
            holder_name?: string;
            is_default: boolean;
        };
        Tag: {
            id: string;
            name: string;
        };
        TagInput: {
            name: string;
        };
        ReceivingMethod: {
            type: components["schemas"]["ReceivingMethodType"];
            currency: components["schemas"]["CurrencyCode"];
            label: string;
        };
        /** @description A transfer contact (spec A §3, spec B §3). */
        Contact: {
            id: string;
            /** @description Key of the contact on the transfer side. */
            raw_id: string;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            first_name: string;
            last_name?: string | null;
            tags: components["schemas"]["Tag"][];
            is_favorite: boolean;
            receiving_methods: components["schemas"]["ReceivingMethod"][];
        };
        ContactInput: {
            first_name: string;
            last_name?: string;
            /** Format: email */
            email?: string;
            phone?: components["schemas"]["PhoneNumber"];
            tag_ids?: string[];
            receiving_methods?: {
                type: components["schemas"]["ReceivingMethodType"];
                currency: components["schemas"]["CurrencyCode"];
                label: string;
            }[];
        };
        VerificationDocument: {
            id: string;
            type_id: string;
            /** @enum {string} */
            status: "pending" | "verified" | "unverified";
            attachments?: components["schemas"]["Attachment"][];
            /** Format: date-time */
            created_at?: string;
        };
        Verification: {
            /**
             * @description unverified is shown as Declined (spec A §4).
             * @enum {string}
             */
            status: "pending" | "verified" | "unverified" | "not_verified";
            documents: components["schemas"]["VerificationDocument"][];
            /**
             * @description Why the last submission was declined (status unverified); assumed.
             * @enum {string|null}
             */
            decline_reason?: "document_name_mismatch" | "document_unreadable" | "document_expired" | null;
            /**
             * Format: date-time
             * @description When the last submission was sent; assumed.
             */
            submitted_at?: string | null;
        };
        /** @description One personal verification (assumed shape). */
        VerificationSubmission: {
            first_name: string;
            last_name: string;
            /**
             * Format: date
             * @description At least 18 years ago.
             */
            date_of_birth: string;
            nationality: components["schemas"]["CountryCode"];
            country_code: components["schemas"]["CountryCode"];
            city: string;
            address: string;
            postal_code: string;
            /** @description A KYC document type of purpose identity. */
            document_type_id: string;
            /** @description Attachment id of the front (or only) side. */
            document_front_id: string;
            /** @description Attachment id of the back; required when the document type has two sides. */
            document_back_id?: string | null;
            /** @description A KYC document type of purpose address. */
            proof_of_address_type_id: string;
            proof_of_address_id: string;
            /**
             * @description The person confirms the details are true.
             * @constant
             */
            declaration: true;
        };
        PhoneVerification: {
            /** @enum {string} */
            status: "unconfirmed" | "code_sent" | "confirmed";
            /** @description ISO country of the number. */
            phone_country_code: string | null;
            phone_number: string | null;
            /** @description The number the waiting code went to, with its dialling code (+1 2025550143); null when none waits. */
            code_sent_to: string | null;
            /** Format: date-time */
            code_expires_at: string | null;
            /** Format: date-time */
            resend_available_at: string | null;
            /** @description The confirmed number with its dialling code; null until confirmed (and while a new one waits). */
            confirmed_phone: string | null;
        };
        /** @enum {string} */
        VerificationItemType: "identity" | "address" | "selfie" | "source_of_funds" | "occupation";
        VerificationItem: {
            type: components["schemas"]["VerificationItemType"];
            /**
             * @description document: files to upload; text: a question to answer.
             * @enum {string}
             */
            input: "document" | "text";
            /** @enum {string} */
            status: "not_verified" | "pending" | "verified" | "unverified";
            /** Format: date-time */
            submitted_at: string | null;
            /**
             * @description Why the back office declined it (status unverified).
             * @enum {string|null}
             */
            decline_reason: "unreadable" | "expired_document" | "name_mismatch" | "insufficient_detail" | null;
            answer: string | null;
            attachments: components["schemas"]["Attachment"][];
        };
        VerificationRequests: {
            /** @enum {string} */
            status: "not_verified" | "pending" | "verified" | "unverified";
            /** Format: date-time */
            requested_at: string | null;
            /** @description Items still to provide or declined. */
            outstanding: number;
            items: components["schemas"]["VerificationItem"][];
        };
        /** @enum {string} */
        SubAccountStatus: "active" | "blocked" | "restricted" | "whitelisted";
        /** @description A sub-merchant user of a business main account. */
        SubAccount: {
            id: string;
            name: string;
            /** Format: email */
            email: string;
            acl: components["schemas"]["Permission"][];
            status: components["schemas"]["SubAccountStatus"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description A third-party application asking for access (auth/oauth screens). */
        OauthClient: {
            client_id: string;
            name: string;
            /** Format: uri */
            website: string;
            /** @description Image URL; null shows the initial of the name. */
            logo_url: string | null;
            /** @description Host the browser is sent back to. */
            redirect_host: string;
            scopes: ("profile" | "balances" | "transactions" | "payments")[];
            /**
             * Format: date-time
             * @description When the caller last connected this application; null when never or signed out.
             */
            connected_at: string | null;
        };
        ConnectedPlatform: {
            id: string;
            name: string;
            /** Format: date-time */
            connected_at: string;
            /** @example active */
            status: string;
        };
        ConnectedSeller: {
            id: string;
            name: string;
            /** Format: date-time */
            connected_at: string;
            /** @example active */
            status: string;
        };
        /** @description A support conversation. status open: waiting for support; pending: support answered and waits for the customer; closed: solved (a reply opens it again). The list leaves out `messages`. */
        SupportTicket: {
            id: string;
            topic_id: string;
            /** @description The topic path in the support tree, e.g. "Wallet and payouts › Mass payouts". */
            topic?: string;
            subject: string;
            /** @enum {string} */
            status: "open" | "pending" | "closed";
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description The last message.
             */
            updated_at?: string;
            messages_count?: number;
            /** @description The start of the last message. */
            last_message?: string;
            messages?: components["schemas"]["SupportMessage"][];
        };
        SupportMessage: {
            id: string;
            /**
             * @description Who wrote it: the account holder or the support team.
             * @enum {string}
             */
            from: "customer" | "support";
            body: string;
            /** Format: date-time */
            created_at: string;
            attachments: components["schemas"]["Attachment"][];
        };
        /** @description Public profile shown to payers (spec B §3 "Public profile init fields"). Empty fields are null. */
        MerchantPublicProfile: {
            business_name: string | null;
            description: string | null;
            website_url: string | null;
            country_code: components["schemas"]["CountryCode"] | null;
            phone_country_code: components["schemas"]["CountryCode"] | null;
            phone_number: string | null;
            /** @description Values of the localized address fields of the country (field name → value, levels 1-3 of the localized address configuration). */
            localized_address: {
                [key: string]: string;
            } | null;
            address: string | null;
            city: string | null;
            postalCode: string | null;
            /**
             * Format: uri
             * @description Logo URL (JPG/JPEG/PNG, max 1MB, uploaded through /api/v2/attachments).
             */
            logo: string | null;
        };
        MerchantPublicProfileInput: {
            business_name: string;
            /** @description At most 105 characters (spec B §9). */
            description?: string;
            /** Format: uri */
            website_url?: string;
            country_code: components["schemas"]["CountryCode"];
            phone_country_code?: components["schemas"]["CountryCode"];
            phone_number?: components["schemas"]["PhoneNumber"];
            /** @description Values of the localized address fields of the country (field name → value, levels 1-3 of the localized address configuration). */
            localized_address?: {
                [key: string]: string;
            } | null;
            /** @description Address: latin characters only (spec B §5). */
            address?: string;
            /** @description City: letters, dashes, apostrophes and spaces only (spec B §5). */
            city?: string;
            postalCode?: string;
            /**
             * Format: uri
             * @description URL of an uploaded logo (JPG/JPEG/PNG, max 1MB, spec B §5).
             */
            logo?: string | null;
        };
        /** @description Industry tree node (spec B §7 industries/tree-list). */
        IndustryNode: {
            id: string;
            name: string;
            children?: components["schemas"]["IndustryNode"][];
        };
        /** @description Business detail attributes; each of industry, type, companyName, website, pingbackUrl, monthlySalesVolume, countryCode, address, postalCode and description counts as missing when empty (spec B §3). */
        BusinessDetails: {
            /** @description IndustryNode id. */
            industry?: string | null;
            /** @enum {string|null} */
            type?: "company" | "sole_proprietor" | "individual" | "corporate" | null;
            companyName?: string | null;
            website?: string | null;
            pingbackUrl?: string | null;
            monthlySalesVolume?: number | null;
            countryCode?: components["schemas"]["CountryCode"] | null;
            address?: string | null;
            city?: string | null;
            postalCode?: string | null;
            /** @description Values of the localized address fields of the country (field name → value, levels 1-3 of the localized address configuration). */
            localized_address?: {
                [key: string]: string;
            } | null;
            description?: string | null;
        };
        BusinessDetailsInput: {
            /** @enum {string} */
            type: "company" | "sole_proprietor" | "individual" | "corporate";
            industry: string;
            companyName: string;
            /** Format: uri */
            website: string;
            /** Format: uri */
            pingbackUrl: string;
            monthlySalesVolume: number;
            countryCode: components["schemas"]["CountryCode"];
            /** @description Address: latin characters only (spec B §5). */
            address: string;
            /** @description City: letters, dashes, apostrophes and spaces only (spec B §5). */
            city?: string;
            postalCode: string;
            /** @description Values of the localized address fields of the country (field name → value, levels 1-3 of the localized address configuration). */
            localized_address?: {
                [key: string]: string;
            } | null;
            description: string;
        };
        /** @description Onboarding owner / representative / UBO (spec B §3, camelCase as the spec writes it). */
        Owner: {
            id: string;
            /** @enum {string} */
            type: "individual" | "corporate";
            corporateName?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            /** @enum {string|null} */
            title?: "director" | "shareholder" | "ceo" | "president" | "cfo" | "partner" | "officer_manager" | "manager" | "coo" | "treasurer" | null;
            /** @description Ownership percent 0-100; owners with 25% or more are disclosed and the total must be 100% (spec B §5). */
            percentOfShares: number;
            /** @enum {string|null} */
            sourceOfWealth?: "salary" | "personal_savings" | "property_sale_proceeds" | "gift" | "company_profits" | "rent_income" | "company_sale" | "pension" | "inheritance" | "investment_income" | "business_income" | "family_business_support" | null;
            sourceOfWealthDescription?: string | null;
            nationalityCountryCode?: components["schemas"]["CountryCode"] | null;
            secondNationalityCountryCode?: components["schemas"]["CountryCode"] | null;
            /** Format: date */
            dob?: string | null;
            phone_number?: string | null;
            phone_country_code?: components["schemas"]["CountryCode"] | null;
            phone_code?: string | null;
            governmentIssuedId?: string | null;
            countryCode: components["schemas"]["CountryCode"];
            address?: string | null;
            city?: string | null;
            zipcode?: string | null;
            /** Format: email */
            email?: string | null;
            /** @description Values of the localized address fields of the country (field name → value, levels 1-3 of the localized address configuration). */
            localized_address?: {
                [key: string]: string;
            } | null;
            /** @description The legal representative; declares that no other owner holds 10% or more (spec B §5). */
            isLegalRepresentative?: boolean;
            /** @description Attachment id of the legal representative's signature (required before submit, spec B §5). */
            signatureAttachmentId?: string | null;
            /** @enum {string} */
            status: "new" | "in_progress" | "done" | "pending" | "approved" | "accepted" | "rejected" | "declined";
            params: {
                document_provided: boolean;
            };
        };
        /** @description Individual owners also need firstName, lastName, dob and nationalityCountryCode; corporate owners need corporateName (server rule). */
        OwnerInput: {
            /** @enum {string} */
            type: "individual" | "corporate";
            corporateName?: string;
            /** @description Name field: letters, dashes, apostrophes and spaces only (spec B §5). */
            firstName?: string;
            /** @description Name field: letters, dashes, apostrophes and spaces only (spec B §5). */
            lastName?: string;
            /** @enum {string} */
            title?: "director" | "shareholder" | "ceo" | "president" | "cfo" | "partner" | "officer_manager" | "manager" | "coo" | "treasurer";
            /** @description Ownership percent 0-100; owners with 25% or more are disclosed and the total must be 100% (spec B §5). */
            percentOfShares: number;
            /** @enum {string} */
            sourceOfWealth?: "salary" | "personal_savings" | "property_sale_proceeds" | "gift" | "company_profits" | "rent_income" | "company_sale" | "pension" | "inheritance" | "investment_income" | "business_income" | "family_business_support";
            sourceOfWealthDescription?: string;
            nationalityCountryCode?: components["schemas"]["CountryCode"];
            secondNationalityCountryCode?: components["schemas"]["CountryCode"] | null;
            /** Format: date */
            dob?: string;
            phone_number?: components["schemas"]["PhoneNumber"];
            phone_country_code?: components["schemas"]["CountryCode"];
            /** @description Dialling code, e.g. +1. */
            phone_code?: string;
            governmentIssuedId?: string;
            countryCode: components["schemas"]["CountryCode"];
            /** @description Address: latin characters only (spec B §5). */
            address?: string;
            /** @description City: letters, dashes, apostrophes and spaces only (spec B §5). */
            city?: string;
            zipcode?: string;
            /** Format: email */
            email?: string;
            /** @description Values of the localized address fields of the country (field name → value, levels 1-3 of the localized address configuration). */
            localized_address?: {
                [key: string]: string;
            } | null;
            /** @description The legal representative; declares that no other owner holds 10% or more (spec B §5). */
            isLegalRepresentative?: boolean;
            /** @description Attachment id of the legal representative's signature (required before submit, spec B §5). */
            signatureAttachmentId?: string | null;
        };
        /** @description Withdrawal (payout) detail of the onboarding; at least one is required (spec B §5). */
        PayoutSetting: {
            id: string;
            currency: components["schemas"]["CurrencyCode"];
            country_code: components["schemas"]["CountryCode"];
            bank_name: string;
            beneficiary_name: string;
            account_number: string | null;
            routing_number: string | null;
            iban: string | null;
            swift_code: string | null;
            /** @enum {string} */
            status: "new" | "in_progress" | "done" | "pending" | "approved" | "accepted" | "rejected" | "declined";
        };
        /** @description Either account_number (with routing_number where the country uses one) or iban is required (server rule). */
        PayoutSettingInput: {
            currency: components["schemas"]["CurrencyCode"];
            country_code: components["schemas"]["CountryCode"];
            bank_name: string;
            /** @description Name field: letters, dashes, apostrophes and spaces only (spec B §5). */
            beneficiary_name: string;
            /** @description Bank account number, 6-24 characters (spec B §9). */
            account_number?: string;
            /** @description Routing number, 6-9 digits (spec B §9). */
            routing_number?: string;
            iban?: string;
            swift_code?: string;
        };
        /** @description A KYB document: the uploaded attachment plus its document type id (spec B §3). */
        OnboardingDocument: components["schemas"]["Attachment"] & {
            /** @enum {string} */
            type_id: "legal_id" | "passport_legal_id" | "proof_of_address" | "rental_contract" | "registration_document" | "tax_id" | "other_documents" | "bank_statement" | "company_registration_document" | "proof_of_project";
            /** @enum {string} */
            status?: "pending" | "verified" | "unverified" | "not_verified";
        };
        /** @description Project details (spec B §2 ProjectDetails). */
        OnboardingProject: {
            name: string | null;
            url: string | null;
            description: string | null;
        };
        /** @description Business onboarding data (spec B §3 "Onboarding data"). */
        Onboarding: {
            business_entity: {
                /** @enum {string|null} */
                type: "company" | "sole_proprietor" | "individual" | "corporate" | null;
                attributes: components["schemas"]["BusinessDetails"];
            };
            ubo: components["schemas"]["Owner"][];
            payout_setting: components["schemas"]["PayoutSetting"][];
            kyc_document: components["schemas"]["OnboardingDocument"][];
            platform: {
                id: string;
                name: string;
            } | null;
            project: components["schemas"]["OnboardingProject"] | null;
            /** @description Country the business is bound to when its entity requires it. */
            strict_country: components["schemas"]["CountryCode"] | null;
            businessEntityId: string | null;
            application_status: components["schemas"]["ApplicationStatus"];
        };
        /** @description A business profile; exactly one is active and it cannot be deleted or deactivated directly (spec B §6). */
        BusinessProfile: {
            id: string;
            business_name: string;
            is_active: boolean;
            /**
             * @description KYB status of the profile: pending, under_review, rejected, approved; anything else counts as not submitted (spec B §4).
             * @example not_submitted
             * @example pending
             * @example under_review
             * @example rejected
             * @example approved
             */
            application_status: string;
            /** Format: date-time */
            created_at: string;
        };
        ProcessingOverview: {
            currency: components["schemas"]["CurrencyCode"];
            /** Format: date */
            date_from: string;
            /** Format: date */
            date_to: string;
            volume: {
                /** Format: date */
                date: string;
                amount: components["schemas"]["Money"];
            }[];
            statuses: {
                /** @enum {string} */
                status: "pending" | "success" | "rejected" | "pending_claim" | "in_progress" | "waiting_for_transfer";
                count: number;
            }[];
            totals: {
                volume: components["schemas"]["Money"];
                count: number;
                fees: components["schemas"]["Money"];
                net: components["schemas"]["Money"];
            };
        };
        BusinessModel: {
            /**
             * @description Review status, from the business_model item of the user's application_status (spec B §2, §4); rejected shows the "business model not approved" card.
             * @enum {string}
             */
            status: "not_submitted" | "pending" | "under_review" | "rejected" | "approved";
            /** @description IndustryNode id (GET /api/v2/processing/industries/tree-list). */
            industry: string | null;
            description: string | null;
            website: string | null;
            /** @description Expected monthly sales volume in USD. */
            monthly_volume: number | null;
            pingback_url: string | null;
            /** Format: date-time */
            updated_at: string | null;
        };
        BusinessModelInput: {
            /** @description A leaf IndustryNode id. */
            industry: string;
            /** @description Latin letters, spaces and hyphens, at most 105 characters (spec A §9, spec B §5). */
            description: string;
            /** Format: uri */
            website: string;
            monthly_volume: number;
            /**
             * Format: uri
             * @description Saved without its query string and anchor (spec B §5).
             */
            pingback_url: string;
        };
        IntegrationSettings: {
            api_key: string;
            /** @description Masked secret key, e.g. sk_live_****abcd. */
            secret_key_preview: string;
            /** Format: uri */
            pingback_url: string | null;
            /** Format: uri */
            docs_url: string;
        };
        /** @description The API keys of one mode (assumed; spec B §2 names the integration page only). */
        ApiCredential: {
            /** @enum {string} */
            mode: "live" | "test";
            /** @example pk_test_4f9a2c1e8b7d */
            public_key: string;
            /** @description The secret key masked, its last 4 characters shown, e.g. sk_test_••••9f3a. */
            secret_key_preview: string;
            /** Format: date-time */
            created_at: string;
        };
        ApiCredentialSecret: components["schemas"]["ApiCredential"] & {
            /** @description The new secret key in full; shown once, never again. */
            secret_key: string;
        };
        /** @description Authorization record of the integration simulator (spec B §3 "authorization record"); an unknown id answers 'Authorization is not found or invalid' (spec B §8). */
        SimulationAuthorization: {
            /** @description The id of its row in the processing transactions list. */
            authorization_id: string;
            /** @enum {string} */
            status: "authorized" | "declined";
            /** @description The test card's brand (its payment method in the transactions list). */
            card_brand: string;
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["CurrencyCode"];
            order_id: string;
            /** Format: date-time */
            created_at: string;
        };
        PaymentMethod: {
            id: string;
            name: string;
            type: string;
            currencies: components["schemas"]["CurrencyCode"][];
            countries: components["schemas"]["CountryCode"][];
            enabled: boolean;
            refundable: boolean;
        };
        QrPayment: {
            id: string;
            code: string;
            /** @enum {string} */
            type: "static" | "dynamic";
            amount: components["schemas"]["Money"] | null;
            currency: components["schemas"]["CurrencyCode"];
            /** @enum {string} */
            status: "active" | "expired" | "paid";
            /**
             * Format: uri
             * @description Payer URL /qr/{code}; the client renders the QR image (180 px, error correction Q, spec B §9).
             */
            link: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Dynamic codes are single use and expire after 5 minutes (spec B §9).
             */
            expires_at: string | null;
        };
        /** @description Payment method shown by amount, currency and location (spec B §2 widget creator). */
        WidgetPaymentMethodRule: {
            payment_method_id: string;
            enabled: boolean;
            min_amount: components["schemas"]["Money"] | null;
            max_amount: components["schemas"]["Money"] | null;
            currencies: components["schemas"]["CurrencyCode"][];
            countries: components["schemas"]["CountryCode"][];
        };
        WidgetVersionSettings: {
            /** @enum {string} */
            shape: "sharp" | "rounded" | "pill";
            brand_color: string;
            secondary_color: string;
            /** @enum {string} */
            background: "website" | "image";
            /** Format: uri */
            background_image: string | null;
            payment_methods: components["schemas"]["WidgetPaymentMethodRule"][];
        };
        /** @description Checkout customization (widget version); at most 10 per user (spec B §5, §9). */
        WidgetVersion: {
            id: string;
            name: string;
            /**
             * @description under_review is shown as 'Pending review' (spec B §4).
             * @enum {string}
             */
            status: "draft" | "under_review" | "approved" | "active" | "rejected";
            /** Format: date-time */
            updated_at: string;
            is_active: boolean;
            tags: string[];
            settings: components["schemas"]["WidgetVersionSettings"];
        };
        WidgetVersionInput: {
            /** @description Title field: letters, numbers, dashes and spaces only (spec B §5). */
            name: string;
            tags?: string[];
            settings: components["schemas"]["WidgetVersionSettings"];
        };
        Settlement: {
            id: string;
            date: components["schemas"]["ReportDate"];
            amount: components["schemas"]["Money"];
            fee: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
            currency: components["schemas"]["CurrencyCode"];
            /**
             * @description Assumed: spec B does not list settlement statuses.
             * @enum {string}
             */
            status: "pending" | "in_progress" | "settled" | "rejected";
        };
        ProcessingTransaction: {
            id: string;
            date: components["schemas"]["ReportDate"];
            payment_method: string;
            amount: components["schemas"]["Money"];
            fee: components["schemas"]["Money"];
            currency: components["schemas"]["CurrencyCode"];
            order_id: string | null;
            /** @enum {string} */
            type: "payment" | "refund" | "chargeback" | "capture" | "auth" | "void";
            /** @enum {string} */
            status: "pending" | "success" | "rejected" | "pending_claim" | "in_progress" | "waiting_for_transfer";
            /**
             * @description Refund state (spec B §4 payment types).
             * @enum {string|null}
             */
            refund_status: "requested" | "rejected" | "confirmed" | "bank_rejected" | "partial" | null;
            refundable: boolean;
            customer?: {
                name: string;
                /** Format: email */
                email: string | null;
            } | null;
            /** @description Set on recurring-billing (tokidoki) charges. */
            subscription_id?: string | null;
        };
        Subscription: {
            id: string;
            customer: {
                name: string;
                /** Format: email */
                email: string;
            };
            plan: string;
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["CurrencyCode"];
            /** @enum {string} */
            interval: "day" | "week" | "month" | "year";
            /** @enum {string} */
            status: "active" | "trial" | "pending_cancellation" | "cancelled";
            /** Format: date-time */
            next_billing_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        InvoiceItem: {
            index: number;
            product_id: string;
            name: string;
            quantity: number;
            price: components["schemas"]["Money"];
            /** @description quantity × price, rounded to the currency (read only; not sent back in InvoiceInput). */
            total: components["schemas"]["Money"];
            /** @description The invoice's currency, repeated on each line (read only; not sent back in InvoiceInput). */
            currency: components["schemas"]["CurrencyCode"];
        };
        Invoice: {
            id: string;
            /** @description Public id used by the pay page, e.g. INV-2026-0001. */
            public_id: string;
            number: string;
            /**
             * @description Starts as draft (spec B §4).
             * @enum {string}
             */
            status: "draft" | "sent" | "paid" | "overdue" | "void" | "partially_paid";
            currency: components["schemas"]["CurrencyCode"];
            summary: {
                subtotal: components["schemas"]["Money"];
                tax: components["schemas"]["Money"];
                discount: components["schemas"]["Money"];
                grand_total: components["schemas"]["Money"];
            };
            items: components["schemas"]["InvoiceItem"][];
            customer: {
                /** @description The contact external id. */
                id: string;
                name: string;
                /** Format: email */
                email: string;
            };
            template_id: string | null;
            tax_ids: string[];
            discount_ids: string[];
            /** Format: date */
            invoice_date: string;
            /** Format: date */
            due_date: string;
            amount_paid?: components["schemas"]["Money"];
            note?: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description The grand total must be above 0 (spec B §5). */
        InvoiceInput: {
            /** @default USD */
            currency: components["schemas"]["CurrencyCode"];
            /** @description Contact id; the contact must have an email (spec B §5). */
            customer_id: string;
            /** @description At least one product (spec B §5). */
            items: {
                product_id: string;
                quantity: number;
                /** @description Unit price; defaults to the product price in the invoice currency. */
                price?: components["schemas"]["PositiveAmount"];
                index?: number;
            }[];
            template_id?: string | null;
            tax_ids?: string[];
            discount_ids?: string[];
            /**
             * Format: date
             * @description Defaults to today (spec B §4).
             */
            invoice_date?: string;
            /**
             * Format: date
             * @description Defaults to 7 days after the invoice date (spec B §4, §9); not before invoice_date.
             */
            due_date?: string;
            number?: string;
            note?: string | null;
        };
        /** @description What the public pay-invoice page shows. */
        PublicInvoice: {
            invoice: components["schemas"]["Invoice"];
            merchant: {
                business_name: string;
                /** Format: uri */
                logo: string | null;
            };
            template: components["schemas"]["BusinessTemplate"] | null;
            amount_due: components["schemas"]["Money"];
        };
        PaymentResult: {
            /**
             * @description No funds move on failed or cancelled (spec B §4).
             * @enum {string}
             */
            status: "processing" | "successful" | "failed" | "cancelled";
            payment_id: string;
            /** Format: uri */
            redirect_url: string | null;
        };
        Product: {
            id: string;
            name: string;
            sku: string | null;
            category: string | null;
            /** @enum {string} */
            type: "digital" | "physical";
            /** Format: uri */
            image: string | null;
            /** @description Present with include=prices. */
            prices?: {
                id: string;
                currency: components["schemas"]["CurrencyCode"];
                amount: components["schemas"]["Money"];
            }[];
            active: boolean;
        };
        ProductInput: {
            /** @description Title field: letters, numbers, dashes and spaces only (spec B §5). */
            name: string;
            sku?: string;
            category?: string;
            /** @enum {string} */
            type: "digital" | "physical";
            /**
             * Format: uri
             * @description URL of an uploaded image (JPG/JPEG/PNG, max 1MB).
             */
            image?: string | null;
            prices: {
                currency: components["schemas"]["CurrencyCode"];
                /** @description Amount in major units: minimum 0.01, at most 2 fraction digits, whole numbers only for JPY, VND, IDR and CNY (spec B §5). */
                amount: components["schemas"]["PositiveAmount"];
            }[];
            active?: boolean;
        };
        Tax: {
            id: string;
            name: string;
            value: number;
            /** @enum {string} */
            type: "flat" | "percentage";
            active: boolean;
        };
        TaxInput: {
            /** @description Title field: letters, numbers, dashes and spaces only (spec B §5). */
            name: string;
            /** @description Percent (0-100) for percentage, an amount for flat. */
            value: number;
            /** @enum {string} */
            type: "flat" | "percentage";
            active?: boolean;
        };
        Discount: {
            id: string;
            name: string;
            value: number;
            /** @enum {string} */
            type: "flat" | "percentage";
            currency: components["schemas"]["CurrencyCode"] | null;
            active: boolean;
            /** @description Flat amounts per currency, present with include=prices. */
            prices?: {
                id: string;
                currency: components["schemas"]["CurrencyCode"];
                amount: components["schemas"]["Money"];
            }[];
        };
        DiscountInput: {
            /** @description Title field: letters, numbers, dashes and spaces only (spec B §5). */
            name: string;
            /** @description Percent (0-100) for percentage, an amount for flat. */
            value: number;
            /** @enum {string} */
            type: "flat" | "percentage";
            /** @description Required for flat discounts. */
            currency?: components["schemas"]["CurrencyCode"] | null;
            active?: boolean;
        };
        /** @description Invoice business template. */
        BusinessTemplate: {
            id: string;
            name: string;
            /** Format: uri */
            logo: string | null;
            color: string;
            footer_note: string | null;
            is_default: boolean;
        };
        BusinessTemplateInput: {
            /** @description Title field: letters, numbers, dashes and spaces only (spec B §5). */
            name: string;
            /**
             * Format: uri
             * @description URL of an uploaded logo (JPG/JPEG/PNG, max 1MB).
             */
            logo?: string | null;
            color: string;
            footer_note?: string | null;
            is_default?: boolean;
        };
        /** @description QR info: code data and payment order country (spec B §3). */
        QrInfo: {
            code: string;
            /** @description Null when the payer sets the amount. */
            amount: components["schemas"]["Money"] | null;
            currency: components["schemas"]["CurrencyCode"];
            merchant_name: string;
            payment_order_country: components["schemas"]["CountryCode"] | null;
            /** @enum {string} */
            status: "active" | "expired" | "paid";
            /** Format: date-time */
            expires_at: string | null;
        };
        TransferLink: {
            /** @description Fixed prefix TL followed by digits (spec B §3). */
            id: string;
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["CurrencyCode"];
            /** Format: uri */
            link: string;
            /** @description Only returned to the sender. */
            security_code?: string | null;
            /** Format: date-time */
            expires_at: string;
            /**
             * @description confirm_failed_system is shown as 'Failed' (spec B §4).
             * @enum {string}
             */
            status: "new" | "opened" | "claiming" | "claimed" | "blocked" | "expired" | "rejected" | "confirm_failed_system";
            participants: {
                sender: {
                    name: string;
                    /** Format: email */
                    email: string | null;
                } | null;
                receiver: {
                    name: string;
                    /** Format: email */
                    email: string | null;
                } | null;
                admin: {
                    name: string;
                    /** Format: email */
                    email: string | null;
                } | null;
            };
            fee: components["schemas"]["Money"];
            note: string | null;
            attempts_left?: number;
            /**
             * Format: date-time
             * @description Set while locked for 24 hours after the security-code attempts ran out (spec B §9).
             */
            blocked_until?: string | null;
            /**
             * @description Who rejected a rejected link: the recipient (has_rejected), the sender revoking, or the provider (spec B §4).
             * @enum {string|null}
             */
            rejected_by?: "receiver" | "sender" | "provider" | null;
            /** Format: date-time */
            created_at: string;
        };
        TransferLinkInput: {
            /** @description Amount in major units: minimum 0.01, at most 2 fraction digits, whole numbers only for JPY, VND, IDR and CNY (spec B §5). */
            amount: components["schemas"]["PositiveAmount"];
            currency: components["schemas"]["CurrencyCode"];
            /** @description Description: at most 105 characters, latin letters, spaces and hyphens (spec B §5, §9). */
            note?: components["schemas"]["TransferDescription"];
            /** @description Optional code the recipient must enter. */
            security_code?: string;
            /** Format: email */
            receiver_email?: string;
        };
        Circle: {
            id: string;
            slug: string;
            name: string;
            description: string | null;
            invitation_code: string;
            members_count: number;
        };
        CirclePublicProfile: {
            slug: string;
            name: string;
            description: string | null;
            members_count: number;
        };
        VirtualAccount: {
            id: string;
            /** @enum {string} */
            type: "ach" | "iban";
            currency: components["schemas"]["CurrencyCode"];
            entity_code: string;
            /**
             * @description in_review, pending, pending_deposit (spec B §4); active once usable.
             * @enum {string}
             */
            status: "in_review" | "pending" | "pending_deposit" | "active";
            account_number: string | null;
            routing_number: string | null;
            iban: string | null;
            bank_name?: string | null;
            holder_name?: string | null;
            /** Format: date-time */
            created_at?: string;
        };
        VirtualAccountInput: {
            /** @enum {string} */
            type: "ach" | "iban";
            currency: components["schemas"]["CurrencyCode"];
            /** @description Balance the opening fee is paid from (spec B §9). */
            fee_currency: components["schemas"]["CurrencyCode"];
        };
        VirtualAccountFee: {
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["CurrencyCode"];
        };
        /** @description Virtual account opening: price and the balances that can pay it (spec B §3, §7). */
        VirtualAccountOpening: {
            price: components["schemas"]["VirtualAccountFee"];
            balances: components["schemas"]["BalanceAccount"][];
            order_id?: string | null;
        };
        PayByBanqueResult: {
            /** @enum {string} */
            status: "successful" | "pending" | "failed" | "cancelled";
            order_id: string | null;
            amount: components["schemas"]["Money"] | null;
            currency: components["schemas"]["CurrencyCode"] | null;
        };
        MigrationConsent: {
            /** @enum {string} */
            state: "start" | "not_available";
            /**
             * @description Why migration is not available (spec B §4); the legacy service ends 2 September 2024 (spec B §9).
             * @enum {string|null}
             */
            reason: "already_migrated" | "no_account" | "refused" | "service_ended" | null;
        };
        MigrationStep: {
            /**
             * @description The next step of the legacy migration (spec B §4).
             * @enum {string}
             */
            state: "code" | "password" | "success" | "refused";
        };
        PreviewProgram: {
            slug: string;
            name: string;
            description: string | null;
            enrolled: boolean;
            available: boolean;
        };
        Randomizer: {
            slug: string;
            name: string;
            options: {
                id: string;
                label: string;
            }[];
            result: {
                option_id: string;
                /** Format: date-time */
                drawn_at: string;
            } | null;
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
                 *       "message": "Done",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["EmptyEnvelope"];
            };
        };
        /** @description The request is malformed (unknown or invalid query values). */
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
        /** @description Missing, invalid or expired token. */
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
        /** @description Not allowed for this account (feature flag off, missing permission, not onboarded or not beta). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "This feature is unavailable for your account.",
                 *       "code": "feature_disabled"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource for this account. */
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
                 *         "amount": [
                 *           "The amount field is required."
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected failure (5xx and anything not listed). */
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
        /** @description The caller's country. */
        GeoIp: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data: components["schemas"]["GeoIp"];
                };
            };
        };
    };
    parameters: {
        /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
        Sandbox: 1;
        /** @description 1-based page number. */
        Page: number;
        /** @description Page size. */
        PerPage: number;
        /** @description Field to sort by (each list names its sortable fields). */
        SortBy: string;
        /** @description Sort direction. */
        OrderBy: "asc" | "desc";
        /** @description Free-text search (search box max length 191, spec A §5). */
        Search: string;
        /**
         * @description Contact id.
         * @example ct_0001
         */
        ContactId: string;
        /**
         * @description Debit card public id.
         * @example crd_virtual_001
         */
        CardPublicId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "merchant@demo.test",
                 *       "password": "Demo1234"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @description Response token of the captcha service (version 3, action-based scoring). */
                    captcha_token?: string;
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            /** @description Wrong e-mail or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Either the account or password is incorrect."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    signUp: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Nova Newcomer",
                 *       "email": "nova.newcomer@demo.test",
                 *       "password": "Demo1234",
                 *       "password_confirmation": "Demo1234",
                 *       "user_type": "personal",
                 *       "country_code": "US"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: components["schemas"]["Password"];
                    /** @description Must equal password. */
                    password_confirmation: string;
                    /** @enum {string} */
                    user_type: "personal" | "business";
                    country_code: components["schemas"]["CountryCode"];
                    captcha_token?: string;
                };
            };
        };
        responses: {
            /** @description Registration pending; a verification code was e-mailed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @description Id of the pending registration. */
                            verification_id: string;
                        };
                    };
                };
            };
            /** @description Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "The email has already been taken.",
                     *       "errors": {
                     *         "email": [
                     *           "The email has already been taken."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    verifySignUp: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "verification_id": "vrf_0001",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    verification_id: string;
                    code: components["schemas"]["OtpCode"];
                };
            };
        };
        responses: {
            /** @description Account confirmed and signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["IdTokenResult"];
                    };
                };
            };
            /** @description Wrong or expired code. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "personal@demo.test"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    captcha_token?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            /** @description No account with this e-mail. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "There's no account associated with this email address"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "personal@demo.test",
                 *       "code": "123456",
                 *       "password": "Demo5678",
                 *       "password_confirmation": "Demo5678"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    code: components["schemas"]["OtpCode"];
                    password: components["schemas"]["Password"];
                    /** @description Must equal password. */
                    password_confirmation: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    verifyLoginOtp: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    code: components["schemas"]["OtpCode"];
                };
            };
        };
        responses: {
            /** @description Second factor accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["IdTokenResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getOauthClient: {
        parameters: {
            query: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @example https://shopwave.demo.test/oauth/callback */
                redirect_uri: string;
                /**
                 * @description Space-separated scopes; none asks for the application's default (profile).
                 * @example profile balances
                 */
                scope?: string;
                response_type?: string;
                state?: string;
            };
            header?: never;
            path: {
                /** @example shopwave */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request is valid; the application and what it asks for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OauthClient"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    authorizeOauthClient: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "client_id": "shopwave",
                 *       "redirect_uri": "https://shopwave.demo.test/oauth/callback",
                 *       "scope": "profile balances",
                 *       "state": "af0ifjsldkj",
                 *       "decision": "approve"
                 *     }
                 */
                "application/json": {
                    client_id: string;
                    redirect_uri: string;
                    /** @description Space-separated scopes. */
                    scope?: string;
                    /** @default code */
                    response_type?: string;
                    state?: string;
                    /** @enum {string} */
                    decision: "approve" | "deny";
                };
            };
        };
        responses: {
            /** @description Decision recorded; where the browser goes next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** Format: uri */
                            redirect_url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getAuthSession: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is valid. */
            200: {
                headers: {
                    /** @description Refreshed session token (JWT-shaped); replaces the stored one. */
                    id_token?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AuthSession"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    createAccountIdToken: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A fresh account-id token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            account_id_token: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
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
    socialLogin: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "google",
                 *       "code": "4/0AeanS0demo",
                 *       "version": 2
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Provider name as listed by POST /api/v2/auth/socials.
                     * @example google
                     */
                    provider: string;
                    /** @description Authorization code from the provider callback. */
                    code?: string;
                    /** @description Provider access or id token, when the provider answers with one. */
                    token?: string;
                    state?: string;
                    /** @constant */
                    version: 2;
                };
            };
        };
        responses: {
            /** @description Signed in (or an e-mail code is required). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            id_token?: string;
                            /** @description When true no id_token is given; confirm with social-login-otp. */
                            otp_required?: boolean;
                            /** Format: email */
                            email?: string;
                        };
                    };
                };
            };
            /** @description The provider rejected the data. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listSocialProviders: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SocialProvider"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    socialLoginOtp: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "merchant@demo.test",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    code: components["schemas"]["OtpCode"];
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["IdTokenResult"];
                    };
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getProfile: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description Bypass the server-side cache. */
                force?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    updateProfile: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Demo Merchant",
                 *       "username": "demo_merchant2"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    username?: components["schemas"]["Username"];
                    phone_country_code?: components["schemas"]["CountryCode"];
                    phone_number?: components["schemas"]["PhoneNumber"];
                };
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listUsernameSuggestions: {
        parameters: {
            query: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /**
                 * @description The wanted username.
                 * @example merchant
                 */
                username: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions (free usernames that pass the username rule). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Username"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    updateSettings: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "timezone": "Europe/Berlin"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description IANA time zone name.
                     * @example Europe/Berlin
                     */
                    timezone: string;
                    locale?: components["schemas"]["Locale"];
                };
            };
        };
        responses: {
            /** @description Saved; `message` tells the new UTC offset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    acknowledgeFeature: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "feature": "virtual_account_ach"
                 *     }
                 */
                "application/json": {
                    /** @description Feature name as used in feature_ack. */
                    feature: string;
                };
            };
        };
        responses: {
            /** @description Acknowledged; answers the updated map. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            feature_ack: components["schemas"]["FeatureAck"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    generateOtp: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            /** @description Too many codes requested. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Failed to generate OTP. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getLocalization: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Supported languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            supported_languages: components["schemas"]["SupportedLanguage"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    listCurrencies: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Currencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Currency"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    getGeoIp: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GeoIp"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    resolveGeoIp: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GeoIp"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    listFaqs: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description Help page code of the current route. */
                code?: string;
                locale?: components["schemas"]["Locale"];
                /** @description 1 to include unpublished FAQs (admin preview). */
                preview?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FAQs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Faq"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    listLocalizedAddresses: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description Only this country's config. */
                country_code?: components["schemas"]["CountryCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Address configs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LocalizedAddressConfig"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getHierarchyTree: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Merchants use the merchant support topic tree, others the regular one (spec A §6).
                 * @example merchant-support-topic-level
                 */
                level: "merchant-support-topic-level" | "support-topic-level";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Root nodes of the tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HierarchyNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    uploadAttachment: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file. */
                    file: string;
                    /**
                     * @description What the file is for; lets the server apply the matching limits.
                     * @enum {string}
                     */
                    purpose?: "verification_document" | "kyb_document" | "logo" | "support" | "other";
                };
            };
        };
        responses: {
            /** @description Uploaded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Attachment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description File too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "File upload failed. Please try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid file. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid file type",
                     *       "errors": {
                     *         "file": [
                     *           "Invalid file type"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteAttachment: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example att_file_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listMainBalances: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /**
                 * @description Only the account in this currency (the page of one account, accounts/{slug}); an empty list when the
                 *     user has none.
                 */
                currency?: components["schemas"]["CurrencyCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per currency account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BalanceAccount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listOtherBalances: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per currency account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BalanceAccount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    createBalanceAccount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "JPY"
                 *     }
                 */
                "application/json": {
                    currency: components["schemas"]["CurrencyCode"];
                };
            };
        };
        responses: {
            /** @description The new account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BalanceAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Currency not allowed or already held. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Failed to create the Local JPY Account",
                     *       "errors": {
                     *         "currency": [
                     *           "Failed to create the Local JPY Account"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /**
                 * @description Page size. Up to 10,000 here (other lists stop at 1,000): an account page reads all of an account's
                 *     transactions in one call and sorts and searches them in the browser (merchant@'s USD account: 10,000).
                 */
                per_page?: number;
                sort_by?: "created_at" | "amount" | "status" | "type";
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description Sent as filter[currency]=USD&filter[status]=success and so on. */
                filter?: {
                    currency?: components["schemas"]["CurrencyCode"];
                    status?: components["schemas"]["TransactionStatus"];
                    type?: components["schemas"]["TransactionType"];
                    /** Format: date */
                    date_from?: string;
                    /** Format: date */
                    date_to?: string;
                    /** @description Only transactions of this debit card. */
                    card_public_id?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Transaction"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getTransaction: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example txn_000001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Transaction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getMoneyTracker: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                currency?: components["schemas"]["CurrencyCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Series by month, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MoneyTracker"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getAdditionalParams: {
        parameters: {
            query: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /**
                 * @description Contact id of the recipient.
                 * @example ct_0001
                 */
                recipient_id: string;
                /** @example send_money_business */
                target_type: components["schemas"]["TransferTargetType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Options and the description rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdditionalParams"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listReceivingMethods: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                currency?: components["schemas"]["CurrencyCode"];
                country?: components["schemas"]["CountryCode"];
                /** @description A contact id: only the methods that contact can receive in the currency. A contact with no methods yet (not registered) can be paid by any; the money waits for them to choose one (spec A §9). */
                recipient_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Receiving methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ReceivingMethodOption"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    calculateSendMoneyFees: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source_currency": "USD",
                 *       "target_currency": "EUR",
                 *       "amount": 25.5,
                 *       "recipient_id": "ct_0001",
                 *       "receiving_method": "bank_transfer"
                 *     }
                 */
                "application/json": {
                    source_currency: components["schemas"]["CurrencyCode"];
                    target_currency: components["schemas"]["CurrencyCode"];
                    amount: components["schemas"]["PositiveAmount"];
                    /** @description Contact id. */
                    recipient_id: string;
                    receiving_method: components["schemas"]["ReceivingMethodType"];
                };
            };
        };
        responses: {
            /** @description Fee, rate and amounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TransferFees"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    sendMoney: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source_currency": "USD",
                 *       "target_currency": "EUR",
                 *       "amount": 25.5,
                 *       "recipient_id": "ct_0001",
                 *       "receiving_method": "bank_transfer",
                 *       "target_type": "send_money_business",
                 *       "reason": "business_payment",
                 *       "relationship": "business_partner",
                 *       "source_of_funds": "business_income",
                 *       "description": "Invoice payment"
                 *     }
                 */
                "application/json": {
                    source_currency: components["schemas"]["CurrencyCode"];
                    target_currency: components["schemas"]["CurrencyCode"];
                    amount: components["schemas"]["PositiveAmount"];
                    /** @description Contact id. */
                    recipient_id: string;
                    receiving_method: components["schemas"]["ReceivingMethodType"];
                    target_type: components["schemas"]["TransferTargetType"];
                    /** @description Id from AdditionalParams.reasons. */
                    reason?: string;
                    /** @description Id from AdditionalParams.relationships. */
                    relationship?: string;
                    /** @description Id from AdditionalParams.source_of_funds. */
                    source_of_funds?: string;
                    description?: components["schemas"]["TransferDescription"];
                };
            };
        };
        responses: {
            /** @description The transfer as a wallet transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Transaction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed, or the balance or limit does not allow it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    quoteConvertMoney: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "USD",
                 *       "to": "EUR",
                 *       "amount": 100
                 *     }
                 */
                "application/json": components["schemas"]["ConvertMoneyRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ConvertQuote"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    convertMoney: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "USD",
                 *       "to": "EUR",
                 *       "amount": 100
                 *     }
                 */
                "application/json": components["schemas"]["ConvertMoneyRequest"];
            };
        };
        responses: {
            /** @description The conversion as a wallet transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Transaction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed or the conversion was refused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Failed to convert money. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    addMoney: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source_currency": "USD",
                 *       "target_currency": "USD",
                 *       "amount": 100,
                 *       "method": "bank_transfer"
                 *     }
                 */
                "application/json": {
                    source_currency: components["schemas"]["CurrencyCode"];
                    target_currency: components["schemas"]["CurrencyCode"];
                    amount: components["schemas"]["PositiveAmount"];
                    /** @enum {string} */
                    method: "stored_card" | "bank_transfer";
                    /** @description Required when method is stored_card. */
                    stored_card_id?: string;
                };
            };
        };
        responses: {
            /** @description The add-money context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AddMoneyContext"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    requestMoney: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "amount": 150,
                 *       "payer_email": "payer@demo.test",
                 *       "note": "Consulting, March"
                 *     }
                 */
                "application/json": {
                    currency: components["schemas"]["CurrencyCode"];
                    amount: components["schemas"]["PositiveAmount"];
                    /** Format: email */
                    payer_email: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The payment request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MoneyRequest"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listPaymentRequests: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description filter[status]. */
                filter?: {
                    /** @enum {string} */
                    status?: "pending" | "paid" | "expired";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payment requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["MoneyRequest"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getPublicPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example PRW5H9C2L */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PublicPaymentRequest"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    payPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example PRW5H9C2L */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payer_email": "payer@demo.test",
                 *       "payer_name": "Pat Payer",
                 *       "payment_method": "card"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    payer_email: string;
                    payer_name?: string;
                    /** @enum {string} */
                    payment_method: "card" | "wallet";
                };
            };
        };
        responses: {
            /** @description The request, now paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PublicPaymentRequest"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    calculateWithdrawalFees: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "target_currency": "EUR",
                 *       "amount": 50,
                 *       "receiving_method": "bank_transfer"
                 *     }
                 */
                "application/json": components["schemas"]["WithdrawalQuoteRequest"];
            };
        };
        responses: {
            /** @description Fee, rate and amounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TransferFees"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed or no usable balance. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This method does not pay out in JPY.",
                     *       "errors": {
                     *         "receiving_method": [
                     *           "This method does not pay out in JPY."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    withdrawMoney: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "target_currency": "USD",
                 *       "amount": 50,
                 *       "receiving_method": "bank_transfer"
                 *     }
                 */
                "application/json": {
                    currency: components["schemas"]["CurrencyCode"];
                    target_currency?: components["schemas"]["CurrencyCode"];
                    amount: components["schemas"]["PositiveAmount"];
                    receiving_method: components["schemas"]["ReceivingMethodType"];
                    bank_account_id?: string;
                };
            };
        };
        responses: {
            /** @description The withdrawal as a wallet transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Transaction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Validation failed or no usable balance. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "You don't have any USD to withdraw",
                     *       "errors": {
                     *         "currency": [
                     *           "You don't have any USD to withdraw"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getWithdrawalDetails: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved details, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WithdrawalDetails"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    updateWithdrawalDetails: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bank_name": "Demo Bank AG",
                 *       "iban": "DE89370400440532013000",
                 *       "swift_code": "COBADEFFXXX",
                 *       "account_number": "0532013000",
                 *       "routing_number": "021000021",
                 *       "beneficiary_name": "Demo Merchant Ltd."
                 *     }
                 */
                "application/json": components["schemas"]["WithdrawalDetailsInput"];
            };
        };
        responses: {
            /** @description The saved details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WithdrawalDetails"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listSanalparaBankAccounts: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description Bypass the cache. */
                force?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bank accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BankAccount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    listMassPayouts: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                sort_by?: "created_at" | "status";
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of mass payouts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["MassPayout"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createMassPayout: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "payouts": [
                 *         {
                 *           "contact_id": "ct_0001",
                 *           "amount": 10,
                 *           "receiving_method": "bank_transfer",
                 *           "description": "March payout"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    currency: components["schemas"]["CurrencyCode"];
                    payouts: components["schemas"]["MassPayoutItemInput"][];
                };
            };
        };
        responses: {
            /** @description The mass payout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MassPayout"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getMassPayout: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example mp_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mass payout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MassPayout"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listScheduledTransfers: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scheduled transfers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ScheduledTransfer"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createScheduledTransfer: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "amount": 500,
                 *       "period": "monthly",
                 *       "day_of_month": 15,
                 *       "destination": "withdrawal_details",
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["ScheduledTransferInput"];
            };
        };
        responses: {
            /** @description The scheduled transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ScheduledTransfer"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    updateScheduledTransfer: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sch_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "amount": 750,
                 *       "period": "weekly",
                 *       "weekday": "friday",
                 *       "destination": "withdrawal_details",
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["ScheduledTransferInput"];
            };
        };
        responses: {
            /** @description The scheduled transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ScheduledTransfer"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteScheduledTransfer: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sch_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listDebitCards: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Debit cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DebitCard"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    orderDebitCard: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "factor": "virtual",
                 *       "currency": "USD",
                 *       "design": "VCD-003"
                 *     }
                 */
                "application/json": {
                    factor: components["schemas"]["CardFactor"];
                    currency: components["schemas"]["CurrencyCode"];
                    /**
                     * @example VCD-003
                     * @example blue
                     */
                    design?: string;
                };
            };
        };
        responses: {
            /** @description The new card (not_activated). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DebitCard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getDebitCard: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Debit card public id.
                 * @example crd_virtual_001
                 */
                public_id: components["parameters"]["CardPublicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DebitCard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateDebitCardSettings: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Debit card public id.
                 * @example crd_virtual_001
                 */
                public_id: components["parameters"]["CardPublicId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "frozen": false,
                 *       "online_payments": true,
                 *       "atm_withdrawals": false,
                 *       "spending_limit": 1000
                 *     }
                 */
                "application/json": {
                    frozen?: boolean;
                    online_payments?: boolean;
                    atm_withdrawals?: boolean;
                    /** @description Monthly spending limit in the card currency; null removes it. */
                    spending_limit?: components["schemas"]["PositiveAmount"] | null;
                };
            };
        };
        responses: {
            /** @description The card with its new settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DebitCard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    activateVirtualCard: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Debit card public id.
                 * @example crd_virtual_001
                 */
                public_id: components["parameters"]["CardPublicId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "second_factor_code": "123456"
                 *     }
                 */
                "application/json": {
                    second_factor_code: components["schemas"]["OtpCode"];
                };
            };
        };
        responses: {
            /** @description Activated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            public_id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Wrong code or card not activatable. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid OTP",
                     *       "errors": {
                     *         "second_factor_code": [
                     *           "Invalid OTP"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    activatePhysicalCard: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Public id of a not-activated physical card.
                 * @example crd_physical_002
                 */
                public_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pan": "5355420000002006",
                 *       "cvv": "123",
                 *       "second_factor_code": "123456",
                 *       "new_password": "Ident5678",
                 *       "confirm_password": "Ident5678"
                 *     }
                 */
                "application/json": {
                    pan: components["schemas"]["CardNumber"];
                    cvv: string;
                    second_factor_code: components["schemas"]["OtpCode"];
                    new_password: components["schemas"]["IdentityPassword"];
                    confirm_password: components["schemas"]["IdentityPassword"];
                };
            };
        };
        responses: {
            /** @description Activated; answers the card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DebitCard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    revealCardIdentityPassword: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Card public id.
                 * @example crd_physical_002
                 */
                public_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current password. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            password: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    changeCardIdentityPassword: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Card public id.
                 * @example crd_physical_002
                 */
                public_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "Ident1234",
                 *       "new_password": "Ident5678",
                 *       "confirm_password": "Ident5678"
                 *     }
                 */
                "application/json": {
                    current_password: string;
                    new_password: components["schemas"]["IdentityPassword"];
                    confirm_password: components["schemas"]["IdentityPassword"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Per-field errors. */
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
                     *         "confirm_password": [
                     *           "The password confirmation does not match"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listStoredCards: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stored cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StoredCard"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    addStoredCard: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "card_number": "4111 1111 1111 1111",
                 *       "exp_month": 12,
                 *       "exp_year": 2030,
                 *       "cvv": "123",
                 *       "holder_name": "Pat Personal"
                 *     }
                 */
                "application/json": {
                    card_number: components["schemas"]["CardNumber"];
                    exp_month: number;
                    exp_year: number;
                    cvv: string;
                    holder_name: string;
                };
            };
        };
        responses: {
            /** @description The stored card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StoredCard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteStoredCard: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sc_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1 puts favourites first. */
                prefer_favorite?: 0 | 1;
                sort_by?: "first_name" | "last_name" | "email" | "created_at";
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description 1 returns every contact on one page. */
                all?: 1;
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description filter[tag]=<tag id> */
                filter?: {
                    tag?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Contact"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createContact: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Alex",
                 *       "last_name": "Rivera",
                 *       "email": "alex.rivera@demo.test",
                 *       "phone": "+1 415 555 0100",
                 *       "tag_ids": [
                 *         "tag_001"
                 *       ],
                 *       "receiving_methods": [
                 *         {
                 *           "type": "bank_transfer",
                 *           "currency": "EUR",
                 *           "label": "Rivera GmbH, DE89 3704 0044 0532 0130 00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            /** @description The contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getContact: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Contact id.
                 * @example ct_0001
                 */
                id: components["parameters"]["ContactId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateContact: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Contact id.
                 * @example ct_0001
                 */
                id: components["parameters"]["ContactId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Alex",
                 *       "last_name": "Rivera-Stone",
                 *       "email": "alex.rivera@demo.test",
                 *       "phone": "+1 415 555 0100",
                 *       "tag_ids": [
                 *         "tag_001"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            /** @description The contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteContact: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Contact id.
                 * @example ct_0001
                 */
                id: components["parameters"]["ContactId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    toggleContactFavorite: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Contact id.
                 * @example ct_0001
                 */
                id: components["parameters"]["ContactId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact with its new mark. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listContactTags: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Tag"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    createContactTag: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Logistics"
                 *     }
                 */
                "application/json": components["schemas"]["TagInput"];
            };
        };
        responses: {
            /** @description The tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getContactTag: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example tag_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateContactTag: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example tag_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Key suppliers"
                 *     }
                 */
                "application/json": components["schemas"]["TagInput"];
            };
        };
        responses: {
            /** @description The tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteContactTag: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example tag_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getVerification: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Status and submitted documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Verification"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    submitVerification: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Noah",
                 *       "last_name": "Bennett",
                 *       "date_of_birth": "1994-03-18",
                 *       "nationality": "US",
                 *       "country_code": "US",
                 *       "city": "New York",
                 *       "address": "350 Fifth Avenue",
                 *       "postal_code": "10118",
                 *       "document_type_id": "passport_legal_id",
                 *       "document_front_id": "att_file_005",
                 *       "proof_of_address_type_id": "proof_of_address",
                 *       "proof_of_address_id": "att_file_006",
                 *       "declaration": true
                 *     }
                 */
                "application/json": components["schemas"]["VerificationSubmission"];
            };
        };
        responses: {
            /** @description Submitted; the status is pending (or unverified with a reason). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Verification"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    submitVerificationDocuments: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type_id": "passport_legal_id",
                 *       "attachment_ids": [
                 *         "att_file_005"
                 *       ]
                 *     }
                 */
                "application/json": {
                    type_id: string;
                    attachment_ids: string[];
                };
            };
        };
        responses: {
            /** @description Submitted; status becomes pending. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Verification"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getPhoneVerification: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's phone number and its confirmation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PhoneVerification"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    startPhoneVerification: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone_country_code": "US",
                 *       "phone_number": "4155550100"
                 *     }
                 */
                "application/json": {
                    phone_country_code: components["schemas"]["CountryCode"];
                    phone_number: components["schemas"]["PhoneNumber"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    confirmPhoneVerification: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    code: components["schemas"]["OtpCode"];
                };
            };
        };
        responses: {
            /** @description Confirmed; answers the profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    resendPhoneVerification: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PhoneVerification"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            /** @description Too early for a new code. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getVerificationRequests: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requested items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VerificationRequests"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    submitVerificationItem: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description The requested item's type.
                 * @example source_of_funds
                 */
                type: components["schemas"]["VerificationItemType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "answer": "Salary from my job as a nurse at City Hospital."
                 *     }
                 */
                "application/json": {
                    attachment_ids?: string[];
                    answer?: string;
                };
            };
        };
        responses: {
            /** @description Sent; the item is pending review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VerificationRequests"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listSubAccounts: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description Without it, the order the sub-accounts were added in. */
                sort_by?: "name" | "email" | "status" | "created_at";
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sub-accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["SubAccount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createSubAccount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Sam Support",
                 *       "email": "sam.support@demo.test",
                 *       "acl": [
                 *         "view-transaction",
                 *         "view-payout"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    acl: components["schemas"]["Permission"][];
                };
            };
        };
        responses: {
            /** @description The sub-account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SubAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getSubAccount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sa_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sub-account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SubAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateSubAccount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sa_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "acl": [
                 *         "view-transaction",
                 *         "view-payout",
                 *         "view-withdrawal"
                 *       ],
                 *       "status": "active"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    acl?: components["schemas"]["Permission"][];
                    status?: components["schemas"]["SubAccountStatus"];
                };
            };
        };
        responses: {
            /** @description The sub-account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SubAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteSubAccount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sa_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listConnectedPlatforms: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Connected platforms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ConnectedPlatform"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    disconnectPlatform: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example cp_004 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listConnectedSellers: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Connected sellers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ConnectedSeller"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listSupportTickets: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SupportTicket"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    createSupportTicket: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "topic_id": "mst_wallet_mass",
                 *       "subject": "Payout not received",
                 *       "message": "My payout from last Friday has not arrived yet."
                 *     }
                 */
                "application/json": {
                    topic_id: string;
                    subject: string;
                    message: string;
                    attachment_ids?: string[];
                };
            };
        };
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SupportTicket"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getSupportTicket: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sup_0001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SupportTicket"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    replySupportTicket: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example sup_0001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "Here is the bank statement you asked for.",
                 *       "attachment_ids": [
                 *         "att_file_001"
                 *       ]
                 *     }
                 */
                "application/json": {
                    message: string;
                    attachment_ids?: string[];
                };
            };
        };
        responses: {
            /** @description The conversation with the reply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SupportTicket"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    sendInvites: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "emails": [
                 *         "friend@demo.test"
                 *       ]
                 *     }
                 */
                "application/json": {
                    emails: string[];
                };
            };
        };
        responses: {
            /** @description The addresses that were invited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            invited: string[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    enterSandbox: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    leaveSandbox: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createMiniAppsAuthToken: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A fresh token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            token: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getMerchantPublicProfile: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
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
                        data: components["schemas"]["MerchantPublicProfile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateMerchantPublicProfile: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "business_name": "Demo Merchant Ltd",
                 *       "description": "Handmade goods and online courses",
                 *       "website_url": "https://merchant.example.com",
                 *       "country_code": "GB",
                 *       "phone_country_code": "GB",
                 *       "phone_number": "20 7946 0000",
                 *       "localized_address": null,
                 *       "address": "1 Demo Street",
                 *       "city": "London",
                 *       "postalCode": "EC1A 1AA",
                 *       "logo": null
                 *     }
                 */
                "application/json": components["schemas"]["MerchantPublicProfileInput"];
            };
        };
        responses: {
            /** @description The saved public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MerchantPublicProfile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getOnboarding: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The onboarding data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Onboarding"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listIndustries: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The industry tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["IndustryNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    updateOnboardingBusinessDetails: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "company",
                 *       "industry": "ind_retail",
                 *       "companyName": "Demo Merchant Ltd",
                 *       "website": "https://merchant.example.com",
                 *       "pingbackUrl": "https://merchant.example.com/pingback",
                 *       "monthlySalesVolume": 50000,
                 *       "countryCode": "GB",
                 *       "address": "1 Demo Street",
                 *       "city": "London",
                 *       "postalCode": "EC1A 1AA",
                 *       "description": "Online store selling handmade goods."
                 *     }
                 */
                "application/json": components["schemas"]["BusinessDetailsInput"];
            };
        };
        responses: {
            /** @description The onboarding data after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Onboarding"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createOnboardingOwner: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "individual",
                 *       "firstName": "Jane",
                 *       "lastName": "O'Neil",
                 *       "title": "director",
                 *       "percentOfShares": 40,
                 *       "sourceOfWealth": "business_income",
                 *       "nationalityCountryCode": "GB",
                 *       "dob": "1985-04-12",
                 *       "phone_country_code": "GB",
                 *       "phone_code": "+44",
                 *       "phone_number": "7700 900123",
                 *       "countryCode": "GB",
                 *       "address": "1 Demo Street",
                 *       "city": "London",
                 *       "zipcode": "EC1A 1AA",
                 *       "email": "jane@merchant.example.com",
                 *       "isLegalRepresentative": false
                 *     }
                 */
                "application/json": components["schemas"]["OwnerInput"];
            };
        };
        responses: {
            /** @description The created owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Owner"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getOnboardingOwner: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example own_001 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Owner"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateOnboardingOwner: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Owner id.
                 * @example own_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "individual",
                 *       "firstName": "Ernest",
                 *       "lastName": "Merchant",
                 *       "title": "ceo",
                 *       "percentOfShares": 100,
                 *       "countryCode": "GB",
                 *       "isLegalRepresentative": true,
                 *       "signatureAttachmentId": "att_file_001"
                 *     }
                 */
                "application/json": components["schemas"]["OwnerInput"];
            };
        };
        responses: {
            /** @description The updated owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Owner"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteOnboardingOwner: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Owner id.
                 * @example own_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Owner deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createOnboardingPayoutSetting: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "country_code": "US",
                 *       "bank_name": "Demo Bank",
                 *       "beneficiary_name": "Demo Merchant",
                 *       "account_number": "000123456789",
                 *       "routing_number": "021000021"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutSettingInput"];
            };
        };
        responses: {
            /** @description The created withdrawal detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PayoutSetting"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteOnboardingPayoutSetting: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Payout setting id.
                 * @example pos_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawal detail deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    addOnboardingDocument: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type_id": "registration_document",
                 *       "attachment_id": "att_file_001"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type_id: "legal_id" | "passport_legal_id" | "proof_of_address" | "rental_contract" | "registration_document" | "tax_id" | "other_documents" | "bank_statement" | "company_registration_document" | "proof_of_project";
                    attachment_id: string;
                };
            };
        };
        responses: {
            /** @description The attached document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OnboardingDocument"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Unknown attachment or invalid file. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid file type",
                     *       "errors": {
                     *         "attachment_id": [
                     *           "Invalid file type"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateOnboardingProject: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Demo Shop",
                 *       "url": "https://shop.merchant.example.com",
                 *       "description": "Online shop for handmade goods."
                 *     }
                 */
                "application/json": {
                    /** @description Title field: letters, numbers, dashes and spaces only (spec B §5). */
                    name: string;
                    /** Format: uri */
                    url: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description The onboarding data after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Onboarding"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    submitOnboarding: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The onboarding data with the new application status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Onboarding"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The application is incomplete. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid request. Missing parameters or invalid.",
                     *       "errors": {
                     *         "ubo": [
                     *           "Ownership must add up to 100%."
                     *         ],
                     *         "payout_setting": [
                     *           "At least one withdrawal detail is required."
                     *         ],
                     *         "signature": [
                     *           "The legal representative signature must be uploaded."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listBusinessProfiles: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BusinessProfile"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    deleteBusinessProfile: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Business profile id.
                 * @example bp_002
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Business profile deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The profile is the active one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "You cannot delete an active business profile"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getProcessingOverview: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description First day (default 30 days ago). */
                date_from?: string;
                /** @description Last day (default today). */
                date_to?: string;
                /** @description Report currency (default the main account currency). */
                currency?: components["schemas"]["CurrencyCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ProcessingOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getBusinessModel: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business model and its review status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BusinessModel"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateBusinessModel: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "industry": "ind_food_coffee",
                 *       "description": "Roasted coffee beans and brewing courses",
                 *       "website": "https://merchant.example.com",
                 *       "monthly_volume": 50000,
                 *       "pingback_url": "https://merchant.example.com/pingback"
                 *     }
                 */
                "application/json": components["schemas"]["BusinessModelInput"];
            };
        };
        responses: {
            /** @description The saved business model. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BusinessModel"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getIntegration: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description API keys preview, pingback URL and documentation link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["IntegrationSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateIntegration: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pingback_url": "https://merchant.example.com/pingback"
                 *     }
                 */
                "application/json": {
                    /** Format: uri */
                    pingback_url: string | null;
                };
            };
        };
        responses: {
            /** @description The saved integration settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["IntegrationSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getIntegrationCredentials: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per mode, live first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ApiCredential"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    regenerateIntegrationCredentials: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /** @example test */
                mode: "live" | "test";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new credentials, with the secret key in full this once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ApiCredentialSecret"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createSimulationAuthorization: {
        parameters: {
            query: {
                /**
                 * @description The simulator works in test mode only (the client adds is_in_sandbox=1 to every request while test mode is on); without it the answer is 422 'Switch on test mode to simulate an authorization.'
                 * @example 1
                 */
                is_in_sandbox: 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 25,
                 *       "currency": "USD",
                 *       "card_number": "4111111111111111"
                 *     }
                 */
                "application/json": {
                    /** @description Amount in major units: minimum 0.01, at most 2 fraction digits, whole numbers only for JPY, VND, IDR and CNY (spec B §5). */
                    amount: components["schemas"]["PositiveAmount"];
                    currency: components["schemas"]["CurrencyCode"];
                    /** @description A test card number (Luhn-valid, 12 to 19 digits): one ending 0002 is declined, any other authorized (4111 1111 1111 1111, 5555 5555 5555 4444, 4000 0000 0000 0002). */
                    card_number: string;
                };
            };
        };
        responses: {
            /** @description The authorization record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SimulationAuthorization"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getSimulationAuthorization: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Authorization id.
                 * @example ptx_000901
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authorization record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SimulationAuthorization"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Authorization is not found or invalid"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment methods with their currencies, countries and flags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PaymentMethod"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updatePaymentMethod: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Payment method id.
                 * @example pm_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": false
                 *     }
                 */
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description The payment method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listQrPayments: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description filter[status], filter[type]. */
                filter?: {
                    /** @enum {string} */
                    status?: "active" | "expired" | "paid";
                    /** @enum {string} */
                    type?: "static" | "dynamic";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of QR codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["QrPayment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createDynamicQr: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 25,
                 *       "currency": "USD",
                 *       "description": "Table four lunch"
                 *     }
                 */
                "application/json": {
                    /** @description Amount in major units: minimum 0.01, at most 2 fraction digits, whole numbers only for JPY, VND, IDR and CNY (spec B §5). */
                    amount: components["schemas"]["PositiveAmount"];
                    currency: components["schemas"]["CurrencyCode"];
                    /** @description Description: at most 105 characters, latin letters, spaces and hyphens (spec B §5, §9). */
                    description?: components["schemas"]["TransferDescription"];
                };
            };
        };
        responses: {
            /** @description The QR code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["QrPayment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createQrStickers: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "count": 10,
                 *       "size": "medium"
                 *     }
                 */
                "application/json": {
                    count: number;
                    /** @enum {string} */
                    size: "small" | "medium" | "large";
                };
            };
        };
        responses: {
            /** @description Where to download the stickers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** Format: uri */
                            download_url: string;
                            count: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listWidgetVersions: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WidgetVersion"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createWidgetVersion: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Summer checkout",
                 *       "tags": [
                 *         "summer"
                 *       ],
                 *       "settings": {
                 *         "shape": "rounded",
                 *         "brand_color": "#1E40AF",
                 *         "secondary_color": "#F59E0B",
                 *         "background": "website",
                 *         "background_image": null,
                 *         "payment_methods": [
                 *           {
                 *             "payment_method_id": "pm_001",
                 *             "enabled": true,
                 *             "min_amount": 1,
                 *             "max_amount": null,
                 *             "currencies": [
                 *               "USD",
                 *               "EUR"
                 *             ],
                 *             "countries": []
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WidgetVersionInput"];
            };
        };
        responses: {
            /** @description The created version (draft). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WidgetVersion"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Invalid, or the user already has 10 versions (spec B §5). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Customization limit reached"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getWidgetVersion: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Widget version id.
                 * @example wv_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WidgetVersion"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "The widget version is not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateWidgetVersion: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Widget version id.
                 * @example wv_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Summer checkout",
                 *       "tags": [
                 *         "summer"
                 *       ],
                 *       "settings": {
                 *         "shape": "rounded",
                 *         "brand_color": "#1E40AF",
                 *         "secondary_color": "#F59E0B",
                 *         "background": "website",
                 *         "background_image": null,
                 *         "payment_methods": [
                 *           {
                 *             "payment_method_id": "pm_001",
                 *             "enabled": true,
                 *             "min_amount": 1,
                 *             "max_amount": null,
                 *             "currencies": [
                 *               "USD",
                 *               "EUR"
                 *             ],
                 *             "countries": []
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WidgetVersionInput"];
            };
        };
        responses: {
            /** @description The updated version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WidgetVersion"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "The widget version is not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteWidgetVersion: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Widget version id.
                 * @example wv_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Widget version deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "The widget version is not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    submitWidgetVersion: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Widget version id.
                 * @example wv_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version, now under review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WidgetVersion"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "The widget version is not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listSettlements: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description filter[date_from], filter[date_to], filter[currency], filter[status]. */
                filter?: {
                    /** Format: date */
                    date_from?: string;
                    /** Format: date */
                    date_to?: string;
                    currency?: components["schemas"]["CurrencyCode"];
                    /** @enum {string} */
                    status?: "pending" | "in_progress" | "settled" | "rejected";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of settlements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Settlement"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listProcessingTransactions: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description filter[date_from], filter[date_to], filter[currency], filter[status], filter[type], filter[payment_method]. search matches id and order id. */
                filter?: {
                    /** Format: date */
                    date_from?: string;
                    /** Format: date */
                    date_to?: string;
                    currency?: components["schemas"]["CurrencyCode"];
                    /** @enum {string} */
                    status?: "pending" | "success" | "rejected" | "pending_claim" | "in_progress" | "waiting_for_transfer";
                    /** @enum {string} */
                    type?: "payment" | "refund" | "chargeback" | "capture" | "auth" | "void";
                    payment_method?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["ProcessingTransaction"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getProcessingTransaction: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Processing transaction id.
                 * @example ptx_000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ProcessingTransaction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This order does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    refundProcessingTransaction: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Processing transaction id.
                 * @example ptx_000010
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Customer request"
                 *     }
                 */
                "application/json": {
                    /** @description Partial refund amount; omit for a full refund. */
                    amount?: components["schemas"]["PositiveAmount"];
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The transaction with its refund state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ProcessingTransaction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Refunds are disabled for this account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This feature is disabled for your account"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This order does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment method cannot be refunded, or the amount is invalid. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This payment method is non-refundable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description filter[status]. */
                filter?: {
                    /** @enum {string} */
                    status?: "active" | "trial" | "pending_cancellation" | "cancelled";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Subscription"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getSubscription: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Subscription id.
                 * @example sub_0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listSubscriptionTransactions: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description filter[date_from], filter[date_to], filter[currency], filter[status], filter[subscription_id]. */
                filter?: {
                    /** Format: date */
                    date_from?: string;
                    /** Format: date */
                    date_to?: string;
                    currency?: components["schemas"]["CurrencyCode"];
                    /** @enum {string} */
                    status?: "pending" | "success" | "rejected" | "pending_claim" | "in_progress" | "waiting_for_transfer";
                    subscription_id?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of recurring charges (subscription_id set). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["ProcessingTransaction"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description filter[status]; filter[date_from] and filter[date_to] bound the invoice date (both days included). search matches number, customer name and email. */
                filter?: {
                    /** @enum {string} */
                    status?: "draft" | "sent" | "paid" | "overdue" | "void" | "partially_paid";
                    /** Format: date */
                    date_from?: string;
                    /** Format: date */
                    date_to?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Invoice"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createInvoice: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "customer_id": "ct_0001",
                 *       "template_id": "tpl_001",
                 *       "invoice_date": "2026-05-01",
                 *       "due_date": "2026-05-08",
                 *       "tax_ids": [
                 *         "tax_001"
                 *       ],
                 *       "discount_ids": [],
                 *       "items": [
                 *         {
                 *           "product_id": "prd_001",
                 *           "quantity": 2,
                 *           "price": 49.5
                 *         }
                 *       ],
                 *       "note": "Thank you for your business"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceInput"];
            };
        };
        responses: {
            /** @description The created invoice (draft). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getInvoice: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Invoice id.
                 * @example inv_0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This order does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Invoice id.
                 * @example inv_0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "customer_id": "ct_0001",
                 *       "template_id": "tpl_001",
                 *       "invoice_date": "2026-05-01",
                 *       "due_date": "2026-05-08",
                 *       "tax_ids": [
                 *         "tax_001"
                 *       ],
                 *       "discount_ids": [],
                 *       "items": [
                 *         {
                 *           "product_id": "prd_001",
                 *           "quantity": 2,
                 *           "price": 49.5
                 *         }
                 *       ],
                 *       "note": "Thank you for your business"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceInput"];
            };
        };
        responses: {
            /** @description The updated invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This order does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteInvoice: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Invoice (inv_0001 is the draft) id.
                 * @example inv_0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invoice deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This order does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only drafts can be deleted. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Only draft invoices can be deleted."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sendInvoice: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Invoice id.
                 * @example inv_0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contact_id": "ct_0001"
                 *     }
                 */
                "application/json": {
                    contact_id: string;
                };
            };
        };
        responses: {
            /** @description The invoice, status sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This order does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description Embed related data: prices. */
                include?: "prices";
                /** @description filter[active] (1 or 0). */
                filter?: {
                    /** @enum {integer} */
                    active?: 0 | 1;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Product"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createProduct: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Handmade mug",
                 *       "sku": "MUG-001",
                 *       "category": "Kitchen",
                 *       "type": "physical",
                 *       "image": null,
                 *       "prices": [
                 *         {
                 *           "currency": "USD",
                 *           "amount": 24.99
                 *         }
                 *       ],
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["ProductInput"];
            };
        };
        responses: {
            /** @description The created product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Product id.
                 * @example prd_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateProduct: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Product id.
                 * @example prd_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Handmade mug",
                 *       "sku": "MUG-001",
                 *       "category": "Kitchen",
                 *       "type": "physical",
                 *       "image": null,
                 *       "prices": [
                 *         {
                 *           "currency": "USD",
                 *           "amount": 24.99
                 *         }
                 *       ],
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["ProductInput"];
            };
        };
        responses: {
            /** @description The updated product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteProduct: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Product id.
                 * @example prd_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Product deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listTaxes: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description filter[active] (1 or 0). */
                filter?: {
                    /** @enum {integer} */
                    active?: 0 | 1;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of taxes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Tax"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createTax: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "VAT",
                 *       "value": 20,
                 *       "type": "percentage",
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["TaxInput"];
            };
        };
        responses: {
            /** @description The created tax. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Tax"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getTax: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Tax id.
                 * @example tax_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Tax"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateTax: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Tax id.
                 * @example tax_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "VAT",
                 *       "value": 20,
                 *       "type": "percentage",
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["TaxInput"];
            };
        };
        responses: {
            /** @description The updated tax. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Tax"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteTax: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Tax id.
                 * @example tax_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tax deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listDiscounts: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description Embed related data: prices. */
                include?: "prices";
                /** @description filter[active] (1 or 0), filter[currency]. */
                filter?: {
                    /** @enum {integer} */
                    active?: 0 | 1;
                    currency?: components["schemas"]["CurrencyCode"];
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of discounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["Discount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createDiscount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Spring sale",
                 *       "value": 10,
                 *       "type": "percentage",
                 *       "currency": null,
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["DiscountInput"];
            };
        };
        responses: {
            /** @description The created discount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Discount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getDiscount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Discount id.
                 * @example dsc_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The discount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Discount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateDiscount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Discount id.
                 * @example dsc_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Spring sale",
                 *       "value": 10,
                 *       "type": "percentage",
                 *       "currency": null,
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["DiscountInput"];
            };
        };
        responses: {
            /** @description The updated discount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Discount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteDiscount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Discount id.
                 * @example dsc_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Discount deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listInvoiceTemplates: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of business templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["BusinessTemplate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createInvoiceTemplate: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Default blue",
                 *       "logo": null,
                 *       "color": "#1E40AF",
                 *       "footer_note": "Thank you for your business",
                 *       "is_default": false
                 *     }
                 */
                "application/json": components["schemas"]["BusinessTemplateInput"];
            };
        };
        responses: {
            /** @description The created business template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BusinessTemplate"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getInvoiceTemplate: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Business template id.
                 * @example tpl_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BusinessTemplate"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateInvoiceTemplate: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Business template id.
                 * @example tpl_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Default blue",
                 *       "logo": null,
                 *       "color": "#1E40AF",
                 *       "footer_note": "Thank you for your business",
                 *       "is_default": false
                 *     }
                 */
                "application/json": components["schemas"]["BusinessTemplateInput"];
            };
        };
        responses: {
            /** @description The updated business template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BusinessTemplate"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteInvoiceTemplate: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Business template id.
                 * @example tpl_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Business template deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getPublicInvoice: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Invoice public_id (INV-2026-0002 is the sent one).
                 * @example INV-2026-0002
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice with merchant and template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PublicInvoice"];
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This order does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    payPublicInvoice: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Invoice public_id.
                 * @example INV-2026-0002
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payer_name": "Alex Payer",
                 *       "payer_email": "alex@example.com",
                 *       "payment_method": "card"
                 *     }
                 */
                "application/json": {
                    /** @description Name field: letters, dashes, apostrophes and spaces only (spec B §5). */
                    payer_name?: string;
                    /** Format: email */
                    payer_email: string;
                    /** @enum {string} */
                    payment_method: "card" | "wallet" | "bank_transfer";
                };
            };
        };
        responses: {
            /** @description The payment result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PaymentResult"];
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This order does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The invoice is paid or void, or the body is invalid. */
            422: {
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
            default: components["responses"]["Error"];
        };
    };
    getQrInfo: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description QR code.
                 * @example QR00001
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["QrInfo"];
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "QR not found or expired"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    payQr: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description QR code.
                 * @example QR00001
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "country_code": "US",
                 *       "amount": 24.5
                 *     }
                 */
                "application/json": {
                    country_code: components["schemas"]["CountryCode"];
                    /** @description Amount in major units: minimum 0.01, at most 2 fraction digits, whole numbers only for JPY, VND, IDR and CNY (spec B §5). */
                    amount?: components["schemas"]["PositiveAmount"];
                };
            };
        };
        responses: {
            /** @description The payment result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PaymentResult"];
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "QR not found or expired"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid amount (spec B §5). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid amount",
                     *       "errors": {
                     *         "amount": [
                     *           "Invalid amount"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getQrPaymentStatus: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description QR code.
                 * @example QR00001
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest payment result for the code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PaymentResult"];
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "QR not found or expired"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listTransferLinks: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Field to sort by (each list names its sortable fields). */
                sort_by?: components["parameters"]["SortBy"];
                /** @description Sort direction. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Free-text search (search box max length 191, spec A §5). */
                search?: components["parameters"]["Search"];
                /** @description filter[status]. */
                filter?: {
                    /** @enum {string} */
                    status?: "new" | "opened" | "claiming" | "claimed" | "blocked" | "expired" | "rejected" | "confirm_failed_system";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transfer links the user sent or received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & components["schemas"]["Pagination"] & {
                        data: components["schemas"]["TransferLink"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    createTransferLink: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 50,
                 *       "currency": "USD",
                 *       "note": "Dinner split",
                 *       "security_code": "1234"
                 *     }
                 */
                "application/json": components["schemas"]["TransferLinkInput"];
            };
        };
        responses: {
            /** @description The created link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TransferLink"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Invalid, or not enough balance. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Insufficient funds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getTransferLink: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Transfer link id (TL + digits).
                 * @example TL10000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TransferLink"];
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
                     *       "message": "Transfer link not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    claimTransferLink: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Transfer link id (TL + digits).
                 * @example TL10000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "security_code": "1234"
                 *     }
                 */
                "application/json": {
                    security_code: string;
                };
            };
        };
        responses: {
            /** @description The link, status claiming or claimed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TransferLink"];
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
                     *       "message": "Transfer link not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong code, or the link is expired, claimed or rejected (code names the state). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid security code",
                     *       "code": "invalid_security_code",
                     *       "errors": {
                     *         "security_code": [
                     *           "Invalid security code"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Locked after too many wrong codes. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Transfer link locked for 24 hours after attempts run out",
                     *       "code": "blocked"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    rejectTransferLink: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Transfer link id (TL + digits).
                 * @example TL10000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, status rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TransferLink"];
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
                     *       "message": "Transfer link not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link can no longer be rejected. */
            422: {
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
            default: components["responses"]["Error"];
        };
    };
    revokeTransferLink: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Transfer link id (TL + digits).
                 * @example TL10000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, status rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TransferLink"];
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
                     *       "message": "Transfer link not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link can no longer be revoked. */
            422: {
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
            default: components["responses"]["Error"];
        };
    };
    duplicateTransferLink: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Transfer link id (TL + digits).
                 * @example TL10000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TransferLink"];
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
                     *       "message": "Transfer link not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough balance. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Insufficient funds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listCircles: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Circles the user belongs to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Circle"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    joinCircle: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invitation_code": "MCC-4821"
                 *     }
                 */
                "application/json": {
                    invitation_code: string;
                };
            };
        };
        responses: {
            /** @description The joined circle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Circle"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Unknown invitation code. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid invitation code",
                     *       "errors": {
                     *         "invitation_code": [
                     *           "Invalid invitation code"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPublicCircle: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Circle slug (slug of cir_001).
                 * @example marquez-coffee-club
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public circle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CirclePublicProfile"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getCircle: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Circle id.
                 * @example cir_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The circle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Circle"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listVirtualAccounts: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Virtual USD (ACH) and IBAN accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VirtualAccount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createVirtualAccount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "iban",
                 *       "currency": "GBP",
                 *       "fee_currency": "USD"
                 *     }
                 */
                "application/json": components["schemas"]["VirtualAccountInput"];
            };
        };
        responses: {
            /** @description The account, status in_review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VirtualAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Invalid, or not enough balance for the fee. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Insufficient funds"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getVirtualAccountOpeningFunds: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Price and balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VirtualAccountOpening"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getVirtualAccountOpeningFee: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Balance currency the fee is paid from.
                 * @example USD
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VirtualAccountFee"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getVirtualAccount: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Virtual account id.
                 * @example va_001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VirtualAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createPayByBanquePayment: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 100,
                 *       "currency": "EUR"
                 *     }
                 */
                "application/json": {
                    /** @description Amount in major units: minimum 0.01, at most 2 fraction digits, whole numbers only for JPY, VND, IDR and CNY (spec B §5). */
                    amount: components["schemas"]["PositiveAmount"];
                    currency: components["schemas"]["CurrencyCode"];
                };
            };
        };
        responses: {
            /** @description Where to continue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** Format: uri */
                            redirect_url: string;
                            order_id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getPayByBanqueResult: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
                /** @description Order to confirm (default the latest). */
                order_id?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Status segment of the return URL.
                 * @example success
                 */
                status: "success" | "failed" | "cancelled";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposit result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PayByBanqueResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getMigrationConsent: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MigrationConsent"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    submitMigrationPhone: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone_country_code": "GB",
                 *       "phone_number": "7700 900123"
                 *     }
                 */
                "application/json": {
                    phone_country_code: components["schemas"]["CountryCode"];
                    phone_number: components["schemas"]["PhoneNumber"];
                };
            };
        };
        responses: {
            /** @description Next step: code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MigrationStep"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    confirmMigrationCode: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Next step: password. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MigrationStep"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Wrong or expired code. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid OTP",
                     *       "errors": {
                     *         "code": [
                     *           "Invalid OTP"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    setMigrationPassword: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Demo1234",
                 *       "password_confirmation": "Demo1234"
                 *     }
                 */
                "application/json": {
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Migration finished (state success). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MigrationStep"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Invalid password. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "The password confirmation does not match",
                     *       "errors": {
                     *         "password_confirmation": [
                     *           "The password confirmation does not match"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    refuseMigration: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description State refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MigrationStep"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getPreviewProgram: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Preview program slug.
                 * @example beta-cards
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program and whether the user is enrolled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PreviewProgram"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getRandomizer: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Randomizer slug.
                 * @example lucky-draw
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The randomizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Randomizer"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    linkSmartTv: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "TV1234"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Linked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            device_name: string;
                            /** Format: date-time */
                            linked_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Unknown or expired TV code. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Invalid tv code",
                     *       "errors": {
                     *         "code": [
                     *           "Invalid tv code"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBusinessPage: {
        parameters: {
            query?: {
                /** @description 1 while the business account is in sandbox (test) mode; added to every request by the client (spec A §7). */
                is_in_sandbox?: components["parameters"]["Sandbox"];
            };
            header?: never;
            path: {
                /**
                 * @description Business slug (merchant@demo.test's username).
                 * @example marquez-coffee-roasters
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business's public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MerchantPublicProfile"] & {
                            /** @description The owner's username; payers pay through the owner's public profile (/me/{username}). */
                            username: string;
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
}
