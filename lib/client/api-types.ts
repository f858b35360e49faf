// Generated from the API's OpenAPI document by `npm run api:types` (scripts/api-types.ts); do not edit.
// tests/unit/api-types.test.ts fails when this file is not what the current routes generate.
export interface paths {
    "/ferriers/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up a company (unverified; a 6-digit code is emailed)
         * @description Answers 202 alike for a new address and for one that already has an account, so the answer never tells whether an address is registered. A new address gets the account (unverified) and a verification code. The owner of an existing account is mailed instead: how to log in or reset the password, or, for a cancelled account, until when its data is kept and how to restore it (ferriers/restore). An unverified sign-up for the address is replaced by the new one (its old code stops working). Weak or common passwords are refused with 422 on `password`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        email: string;
                        password: string;
                        organizationName: string;
                        organizationNumber: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Accepted: an email with the next step is on its way to the address */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: string;
                                /** @enum {boolean} */
                                sent: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/verifyemail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the email with the 6-digit code; starts the 7-day trial and signs in
         * @description A wrong or expired code, an unknown address and an already verified one all answer 400 INVALID_OTP. At most 5 codes are checked per address between two issued codes (counted before checking, also for parallel requests); after that 429 TOO_MANY_ATTEMPTS until a new code is sent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Verified and signed in: a bearer token and the user, as login answers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                verified: true;
                                trialEndsAt: string;
                                token: string;
                                user: components["schemas"]["User"];
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/resend-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new verification code (same answer whether the account exists or not) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Sent if the account exists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                sent: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in; returns a bearer token and the user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Logged in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: components["schemas"]["User"];
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description EMAIL_NOT_VERIFIED (a new code is mailed), or ACCOUNT_CANCELLED with `details.cancelledAt` and `details.purgeAfter` (the last day the data is kept): ferriers/restore brings the account back until then; STAFF_INACTIVE: a staff member the owner has deactivated */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a cancelled account before its data is deleted; logs in like ferriers/login
         * @description With the owner’s email and password (rate limited like login). The account is active again with all its data, and the answer is that of a login. An account that is not cancelled is simply logged in.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Restored and logged in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: components["schemas"]["User"];
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description EMAIL_NOT_VERIFIED (a new code is mailed), or ACCOUNT_CANCELLED with `details.cancelledAt` and `details.purgeAfter` (the last day the data is kept): ferriers/restore brings the account back until then; STAFF_INACTIVE: a staff member the owner has deactivated */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out; the token no longer works */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Logged out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                loggedOut: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link (valid 1 hour) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Sent if the account exists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                sent: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the emailed token (single use; ends all sessions) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Password changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                reset: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole account’s data as one JSON file: the company, its people (name, email, role), and every register and record, row by row as stored; sign-in secrets, tokens and derived sums left out. Sent as an attachment. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account’s data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AccountExport"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account profile ({id} is the ferrierId of the caller) */
        get: {
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
                /** @description Profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FerrierProfile"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the profile; multipart form to upload a logo or profile picture (≤ 10 MB, re-encoded) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        firstName?: string;
                        lastName?: string;
                        title?: string | null;
                        email?: string;
                        phone?: string | null;
                        organizationName?: string;
                        organizationNumber?: string;
                        address?: string | null;
                        postNumber?: string | null;
                        postPlace?: string;
                        vatNumber?: string | null;
                        fTax?: boolean;
                        /** @description Kronor per km charged for mileage on invoices; null: the default 2.50 kr (25 kr per mil) */
                        mileageRate?: number | string | null;
                        logo?: null;
                        profilePicture?: null;
                        /** @enum {string} */
                        language?: "en" | "sv";
                        /** @description Hours before a visit the customer is reminded: 2, 6, 12, 24, 48 or 72; null: none */
                        reminderLeadHours?: 2 | 6 | 12 | 24 | 48 | 72 | null;
                    };
                    "multipart/form-data": {
                        /** @description The profile fields as a JSON string */
                        data?: string;
                        /**
                         * Format: binary
                         * @description Image ≤ 10 MB
                         */
                        logo?: Blob;
                        /**
                         * Format: binary
                         * @description Image ≤ 10 MB
                         */
                        profilePicture?: Blob;
                    };
                };
            };
            responses: {
                /** @description Updated profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FerrierProfile"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member; READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/change-password/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the caller's password; all sessions end and a new token is returned */
        put: {
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
                    "application/json": {
                        oldPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Changed; use the new token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                changed: true;
                                token: string;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/change-email/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start changing the caller's sign-in email: a 6-digit code is mailed to the new address
         * @description The code is valid 10 minutes, for 5 tries; a new request replaces it. An address another user signs in with (or has signed up with) is refused with 409 CONFLICT on `newEmail`; the current address with 422. Rate limited per new address and per client address.
         */
        post: {
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
                    "application/json": {
                        newEmail: string;
                    };
                };
            };
            responses: {
                /** @description The code is on its way to the new address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                sent: true;
                                newEmail: string;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description CONFLICT: another user signs in with the address (`newEmail`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/confirm-email-change/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the new sign-in email with the mailed code; from now on it signs in, the old one does not
         * @description A wrong or expired code answers 400 INVALID_OTP; after 5 wrong codes 429 TOO_MANY_ATTEMPTS until a new code is asked for. The session stays signed in. The old address gets an email telling of the change.
         */
        post: {
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
                    "application/json": {
                        newEmail: string;
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Changed; the user with the new email */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                changed: true;
                                user: components["schemas"]["User"];
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description CONFLICT: another user signs in with the address (`newEmail`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ferriers/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel the account; data is kept 30 days, then deleted */
        delete: {
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
                /** @description Cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                cancelled: true;
                                purgeAfter: string;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName?: string;
                        email?: string;
                        phone?: string;
                        personalId?: string;
                        organizationNumber?: string;
                        productionSiteNumber?: string;
                        address?: string;
                        postalCode?: string;
                        city?: string;
                        billingAddress?: string;
                        billingPostalCode: string;
                        billingCity: string;
                        /** @default 30 */
                        paymentTerms?: number | null;
                        /**
                         * @default sv
                         * @enum {string}
                         */
                        language?: "sv" | "en";
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Customer"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer and their animals */
        get: {
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
                /** @description The customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CustomerDetails"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a customer (all fields, as the form sends them) */
        put: {
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
                    "application/json": {
                        firstName: string;
                        lastName?: string;
                        email?: string;
                        phone?: string;
                        personalId?: string;
                        organizationNumber?: string;
                        productionSiteNumber?: string;
                        address?: string;
                        postalCode?: string;
                        city?: string;
                        billingAddress?: string;
                        billingPostalCode: string;
                        billingCity: string;
                        /** @default 30 */
                        paymentTerms?: number | null;
                        /**
                         * @default sv
                         * @enum {string}
                         */
                        language?: "sv" | "en";
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CustomerDetails"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers: ?search, ?status=all|active|inactive, ?sort=name|newest|city, ?cursor, ?limit ≤ 200 */
        get: {
            parameters: {
                query?: {
                    ferrierId?: string;
                    search?: string;
                    status?: "all" | "active" | "inactive" | "deactive";
                    cursor?: string;
                    limit?: number;
                    sort?: "name" | "newest" | "city";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of customers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Customer"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active customers matching an optional search, best first */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string | null;
                                city: string | null;
                                phone: string | null;
                            }[];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/update-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a customer active or inactive (inactive ones leave the suggestions) */
        patch: {
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
                    "application/json": {
                        /** @enum {string} */
                        status: "active" | "inactive";
                    };
                };
            };
            responses: {
                /** @description New status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                status: "active" | "inactive";
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a stored file of your account */
        get: {
            parameters: {
                query?: {
                    /** @description thumb: at most 160 px on its longer side, for lists (the stored file otherwise) */
                    size?: "thumb";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file: an image as WebP, a journal’s PDF attachment as application/pdf */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": unknown;
                        "application/pdf": unknown;
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventories/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a product */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        brandName: string;
                        inventoryTypeId: string;
                        inventorySubTypeId: string;
                        size: string;
                        category: string;
                        subcategory: string;
                        unit: string;
                        /**
                         * @description Kronor, at most 2 decimals; stored as öre
                         * @example 89.5
                         */
                        purchasePrice: number | string;
                        /**
                         * @description Kronor, at most 2 decimals; stored as öre
                         * @example 149
                         */
                        sellingPrice: number | string;
                        /**
                         * @description VAT percent: 25, 12, 6, 0
                         * @example 25
                         */
                        vatPercent: number | string;
                        /**
                         * @description ≥ 0, at most 3 decimals
                         * @example 24
                         */
                        stockQuantity: number | string;
                        /**
                         * @description Low stock at or below this level
                         * @example 6
                         */
                        minimumReorderLevel: number | string;
                        supplier: string;
                        lastPurchaseDate: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Product"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventories/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product, with its type and sub-type named in the request language */
        get: {
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
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Product"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventories/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a product (all fields, as the form sends them) */
        put: {
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
                    "application/json": {
                        name: string;
                        brandName: string;
                        inventoryTypeId: string;
                        inventorySubTypeId: string;
                        size: string;
                        category: string;
                        subcategory: string;
                        unit: string;
                        /**
                         * @description Kronor, at most 2 decimals; stored as öre
                         * @example 89.5
                         */
                        purchasePrice: number | string;
                        /**
                         * @description Kronor, at most 2 decimals; stored as öre
                         * @example 149
                         */
                        sellingPrice: number | string;
                        /**
                         * @description VAT percent: 25, 12, 6, 0
                         * @example 25
                         */
                        vatPercent: number | string;
                        /**
                         * @description ≥ 0, at most 3 decimals
                         * @example 24
                         */
                        stockQuantity: number | string;
                        /**
                         * @description Low stock at or below this level
                         * @example 6
                         */
                        minimumReorderLevel: number | string;
                        supplier: string;
                        lastPurchaseDate: string;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Product"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventories/adjust-stock/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add to or take from a product’s stock (+/−) without sending the whole product
         * @description Adds `change` to the stock in one statement, so simultaneous changes all count. The stock never goes below 0: such a change answers 409 with the reason on `change` and changes nothing. Answers the product.
         */
        post: {
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
                    "application/json": {
                        /**
                         * @description Added to the stock (negative: taken out); not 0, at most 3 decimals. The stock stays within 0 and 1000000: a change that would leave it is refused (409) and changes nothing.
                         * @example -1
                         */
                        change: number | string;
                    };
                };
            };
            responses: {
                /** @description The product with its new stock */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Product"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description CONFLICT: the change would take the stock below 0 (the reason on `change`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventories/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products: ?search, ?status=all|active|inactive, ?lowStock=true|false, ?sort=name|newest|stock (stock: low stock first, by stock above the reorder level), ?cursor, ?limit ≤ 200 */
        get: {
            parameters: {
                query?: {
                    ferrierId?: string;
                    search?: string;
                    status?: "all" | "active" | "inactive" | "deactive";
                    cursor?: string;
                    limit?: number;
                    sort?: "name" | "newest" | "stock";
                    lowStock?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Product"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventories/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active products matching an optional search, best first */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                brandName: string | null;
                                size: string | null;
                                unit: string;
                                sellingPrice: number;
                                sellingPriceOre: number;
                                vatPercent: number;
                                stockQuantity: number;
                                lowStock: boolean;
                            }[];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventories/low-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active products at or below their minimum reorder level, fewest in stock first (?limit ≤ 50) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Products to reorder */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                brandName: string | null;
                                size: string | null;
                                unit: string;
                                stockQuantity: number;
                                minimumReorderLevel: number;
                                supplier: string | null;
                            }[];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventories/update-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a product active or inactive (inactive ones leave the suggestions and the low-stock list) */
        patch: {
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
                    "application/json": {
                        /** @enum {string} */
                        status: "active" | "inactive";
                    };
                };
            };
            responses: {
                /** @description New status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                status: "active" | "inactive";
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/inventoryTypes/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product types matching an optional search (English or Swedish name) */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Types in alphabetical order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InventoryType"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventorySubTypes/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sub-types of one product type (?typeId required), matching an optional search */
        get: {
            parameters: {
                query: {
                    typeId: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sub-types in alphabetical order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InventorySubType"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a service (also answers at services/create: — the path older clients call) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Service type id from serviceTypes/suggestions */
                        category: string;
                        service: string;
                        description: string;
                        /**
                         * @description Kronor, more than 0, at most 2 decimals
                         * @example 1450
                         */
                        price: number | string;
                        /**
                         * @description 1 = per piece/occasion, 2 = per hour
                         * @example 1
                         */
                        unit: number | string;
                        /**
                         * @description VAT percent: 25, 12, 6, 0
                         * @example 25
                         */
                        vatPercent: number | string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Service"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service, with its category named in the request language */
        get: {
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
                /** @description The service */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Service"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a service (all fields, as the form sends them) */
        put: {
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
                    "application/json": {
                        /** @description Service type id from serviceTypes/suggestions */
                        category: string;
                        service: string;
                        description: string;
                        /**
                         * @description Kronor, more than 0, at most 2 decimals
                         * @example 1450
                         */
                        price: number | string;
                        /**
                         * @description 1 = per piece/occasion, 2 = per hour
                         * @example 1
                         */
                        unit: number | string;
                        /**
                         * @description VAT percent: 25, 12, 6, 0
                         * @example 25
                         */
                        vatPercent: number | string;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Service"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List services: ?search, ?status=all|active|inactive, ?sort=name|newest|price (lowest first), ?cursor, ?limit ≤ 200 */
        get: {
            parameters: {
                query?: {
                    ferrierId?: string;
                    search?: string;
                    status?: "all" | "active" | "inactive" | "deactive";
                    cursor?: string;
                    limit?: number;
                    sort?: "name" | "newest" | "price";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of services */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Service"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active services matching an optional search, best first */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                service: string;
                                categoryName: string | null;
                                price: number;
                                priceOre: number;
                                /** @description Unit code: 1 = per piece/occasion (a shoeing, a trim), 2 = per hour */
                                unit: number;
                                vatPercent: number;
                            }[];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/update-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a service active or inactive (inactive ones leave the suggestions) */
        patch: {
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
                    "application/json": {
                        /** @enum {string} */
                        status: "active" | "inactive";
                    };
                };
            };
            responses: {
                /** @description New status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                status: "active" | "inactive";
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/serviceTypes/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service types (the services’ categories) matching an optional search */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Types in alphabetical order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ServiceType"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/animals/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an animal (JSON, or multipart with `data` + `picture` ≤ 10 MB, re-encoded)
         * @description When `latestVisit` and `shoeingIntervalWeeks` are given without `nextVisit`, the next visit is latestVisit + interval weeks. The breed must belong to the animal type; the owner must be your customer. `microchipDuplicates` names your other animals with the same microchip number (saved anyway).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The fields as JSON, or multipart with `data` (the same JSON) and `picture` */
            requestBody?: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: uuid */
                        animalTypeId?: string | null;
                        /** Format: uuid */
                        breedId?: string | null;
                        color?: string | null;
                        /**
                         * @default unknown
                         * @enum {string|null}
                         */
                        sex?: "mare" | "stallion" | "gelding" | "unknown" | null;
                        sizeCm?: number | null;
                        dateOfBirth?: string | null;
                        microchipNumber?: string | null;
                        passportNumber?: string | null;
                        insuranceCompany?: string | null;
                        specialNeeds?: string | null;
                        shoeingType?: string | null;
                        stable?: string | null;
                        address?: string | null;
                        postalCode: string;
                        city: string;
                        /** Format: uuid */
                        customerId?: string | null;
                        latestVisit?: string | null;
                        nextVisit?: string | null;
                        shoeingIntervalWeeks?: number | null;
                    };
                    "multipart/form-data": {
                        /** @description The animal fields as a JSON string */
                        data?: string;
                        /**
                         * Format: binary
                         * @description Image ≤ 10 MB
                         */
                        picture?: Blob;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AnimalSaved"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/animals/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An animal with its owner, type, breed, picture and journals */
        get: {
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
                /** @description The animal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AnimalDetails"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/animals/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update an animal (all fields, as the form sends them); multipart to replace the picture
         * @description Omitted optional fields are cleared. The picture is kept unless a new `picture` is sent. `microchipDuplicates` names your other animals with the same microchip number (saved anyway).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The fields as JSON, or multipart with `data` (the same JSON) and `picture` */
            requestBody?: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: uuid */
                        animalTypeId?: string | null;
                        /** Format: uuid */
                        breedId?: string | null;
                        color?: string | null;
                        /**
                         * @default unknown
                         * @enum {string|null}
                         */
                        sex?: "mare" | "stallion" | "gelding" | "unknown" | null;
                        sizeCm?: number | null;
                        dateOfBirth?: string | null;
                        microchipNumber?: string | null;
                        passportNumber?: string | null;
                        insuranceCompany?: string | null;
                        specialNeeds?: string | null;
                        shoeingType?: string | null;
                        stable?: string | null;
                        address?: string | null;
                        postalCode: string;
                        city: string;
                        /** Format: uuid */
                        customerId?: string | null;
                        latestVisit?: string | null;
                        nextVisit?: string | null;
                        shoeingIntervalWeeks?: number | null;
                    };
                    "multipart/form-data": {
                        /** @description The animal fields as a JSON string */
                        data?: string;
                        /**
                         * Format: binary
                         * @description Image ≤ 10 MB
                         */
                        picture?: Blob;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AnimalSaved"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/animals/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List animals: ?search (name, chip, passport, stable, city, colour, owner), ?status=all|active|inactive, ?sort=name|nextVisit|newest, ?cursor, ?limit ≤ 200
         * @description `sort=nextVisit` orders by next visit ascending with animals without one last, so overdue animals (next visit before today in Europe/Stockholm, `overdue: true`) come first.
         */
        get: {
            parameters: {
                query?: {
                    ferrierId?: string;
                    search?: string;
                    status?: "all" | "active" | "inactive" | "deactive";
                    cursor?: string;
                    limit?: number;
                    sort?: "name" | "nextVisit" | "newest";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of animals */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AnimalListRow"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/animals/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active animals matching an optional search (and ?customerId owner), best first */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    limit?: number;
                    customerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                typeName: string | null;
                                city: string | null;
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    firstName: string;
                                    lastName: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/animals/manage-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link an animal to an owner (one of your customers), or unlink it with customerId null
         * @description Sets the owner of `animalId` to `customerId`, or removes the owner when `customerId` is null. Both must belong to your account: another account’s animal or customer is 404. Returns the animal’s details. Registered with and without the trailing slash.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        animalId: string;
                        /** Format: uuid */
                        customerId: string | null;
                    };
                };
            };
            responses: {
                /** @description The animal with its new owner */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AnimalDetails"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/animals/manage-link/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link an animal to an owner (one of your customers), or unlink it with customerId null
         * @description Sets the owner of `animalId` to `customerId`, or removes the owner when `customerId` is null. Both must belong to your account: another account’s animal or customer is 404. Returns the animal’s details. Registered with and without the trailing slash.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        animalId: string;
                        /** Format: uuid */
                        customerId: string | null;
                    };
                };
            };
            responses: {
                /** @description The animal with its new owner */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AnimalDetails"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/animals/microchip-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Your other animals with a microchip number: a warning before saving, not a rule
         * @description The number in the body (not the URL, so it stays out of logs), 15 digits, spaces allowed. `animalId`, the animal being edited, is left out of the answer; another account’s animal is 404. Other accounts’ animals are never searched.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        microchipNumber: string;
                        /** Format: uuid */
                        animalId?: string;
                    };
                };
            };
            responses: {
                /** @description The other animals with this number (at most 10; empty when none) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MicrochipMatch"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/animals/update-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set an animal active or inactive (inactive ones leave the suggestions) */
        patch: {
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
                    "application/json": {
                        /** @enum {string} */
                        status: "active" | "inactive";
                    };
                };
            };
            responses: {
                /** @description New status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                status: "active" | "inactive";
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/categories/animalTypes/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Animal types matching an optional search (English or Swedish name) */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Animal types in alphabetical order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AnimalType"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/animalBreeds/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Breeds of one animal type (?animalTypeId required), matching an optional search */
        get: {
            parameters: {
                query: {
                    animalTypeId: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Breeds in alphabetical order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AnimalBreed"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a booking (a reference number like B-2026-0042 is given) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        startDate: string;
                        startTime: string;
                        endDate: string;
                        endTime: string;
                        notes?: string;
                        /** Format: uuid */
                        customerId?: string;
                        /** Format: uuid */
                        animalId?: string;
                        animalIds?: string[];
                        address?: string;
                        postalNumber?: string;
                        city?: string;
                        services?: {
                            /** Format: uuid */
                            serviceId: string;
                            /** @default 1 */
                            quantity?: number;
                        }[];
                        /** Format: uuid */
                        staffId?: string;
                        /** @default false */
                        allowClash?: boolean;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Booking"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description BOOKING_CLASH: the person has another active booking at that time (`details.clashIds`); send allowClash: true to book anyway */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking with its customer, animals, planned services and the customer’s answer */
        get: {
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
                /** @description The booking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Booking"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a booking (all fields, as the form sends them). An edit that keeps the times is allowed for past visits; a new start time resets the reminder and the customer’s answer. */
        put: {
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
                    "application/json": {
                        startDate: string;
                        startTime: string;
                        endDate: string;
                        endTime: string;
                        notes?: string;
                        /** Format: uuid */
                        customerId?: string;
                        /** Format: uuid */
                        animalId?: string;
                        animalIds?: string[];
                        address?: string;
                        postalNumber?: string;
                        city?: string;
                        services?: {
                            /** Format: uuid */
                            serviceId: string;
                            /** @default 1 */
                            quantity?: number;
                        }[];
                        /** Format: uuid */
                        staffId?: string;
                        /** @default false */
                        allowClash?: boolean;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Booking"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description BOOKING_CLASH: the person has another active booking at that time (`details.clashIds`); send allowClash: true to book anyway */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookings in start order overlapping ?from…?to (YYYY-MM-DD, Swedish days, inclusive); ?staffId, ?customerId, ?animalId, ?status=all|active|cancelled|completed (deleted ones never), ?cursor, ?limit ≤ 2000 (default 500) */
        get: {
            parameters: {
                query?: {
                    ferrierId?: string;
                    from?: string;
                    to?: string;
                    staffId?: string;
                    customerId?: string;
                    animalId?: string;
                    status?: "all" | "active" | "cancelled" | "completed";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of bookings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookingRow"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/update-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a booking’s status: active → completed | cancelled | deleted, cancelled → active | deleted, completed → active | deleted (409 INVALID_TRANSITION otherwise). Completing sets each animal’s latest and next visit; reopening (completed → active) or deleting a completed booking puts them back as they were, unless a later visit has been recorded since. */
        patch: {
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
                    "application/json": {
                        /** @enum {string} */
                        status: "active" | "cancelled" | "completed" | "deleted";
                    };
                };
            };
            responses: {
                /** @description New status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                status: "active" | "cancelled" | "completed" | "deleted";
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description INVALID_TRANSITION: the booking’s status does not allow the change (`details.status` is the current one) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/bookings/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking’s history, oldest first: created, updated (the names of the fields that changed), status_changed (from, to), with who and when. Ids, field names and statuses only. */
        get: {
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
                /** @description The booking’s history, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HistoryEvent"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account’s active people a booking can be given to (staffId), the owner first, then by name
         * @description Every member of the account may read it (the calendar’s person filter and the form’s "who comes"): id, name, title and calendar colour only. A deactivated member, or one who has not accepted the invitation, is not listed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description People */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookingPerson"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a journal (a number like J-2026-0107 is given); sign or send at once with `sign` / `send`
         * @description The animal and keeper (the animal’s owner unless `customerId` names another) are copied onto the journal as they are now. The visit is recorded on the horse (latest visit; next visit from nextTreatment, else the shoeing interval). `sign: true` signs it (outcome 1), `send: true` signs and sends it (outcome 2); both need the Pro feature journalSignatures (403 PLAN_REQUIRED otherwise).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        treatmentDate: string;
                        treatmentTime?: string;
                        /** Format: uuid */
                        animalId: string;
                        /** Format: uuid */
                        customerId?: string;
                        /** Format: uuid */
                        bookingId?: string;
                        anamnesis?: string;
                        findings?: string;
                        findingsMotion?: string;
                        findingsPalpation?: string;
                        diagnosis?: string;
                        healthCondition?: string;
                        lastTreatment?: string;
                        nextTreatment?: string;
                        followUpNotes?: string;
                        aftercare?: string;
                        notes?: string;
                        referral?: string;
                        hoofFindings?: {
                            /** @enum {string} */
                            hoof: "LF" | "RF" | "LH" | "RH";
                            findings: string;
                        }[];
                        treatments?: {
                            /** Format: uuid */
                            id?: string;
                            treatment: string;
                            materials?: string;
                            notes?: string;
                            /** @enum {string} */
                            hoof?: "LF" | "RF" | "LH" | "RH";
                        }[];
                        pharmaceuticals?: {
                            name: string;
                            strength?: string;
                            dosage?: string;
                            length?: string;
                            withdrawalPeriod: string;
                        }[];
                        /** @default false */
                        sign?: boolean;
                        /** @default false */
                        send?: boolean;
                        amendmentReason?: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @example J-2026-0107 */
                                referenceNumber: string;
                                /** @enum {string} */
                                status: "draft" | "signed";
                                treatmentDate: string;
                                animal: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    species: string | null;
                                    sex: string | null;
                                    /** @description YYYY-MM-DD */
                                    dateOfBirth: string | null;
                                    identity: string | null;
                                };
                                ownerName: string | null;
                                createdBy: string | null;
                                signedAt: string | null;
                                sentAt: string | null;
                                lockedAt: string | null;
                                createdAt: string;
                                updatedAt: string;
                                treatmentTime: string | null;
                                /** Format: uuid */
                                bookingId: string | null;
                                /** Format: uuid */
                                customerId: string | null;
                                owner: {
                                    name: string | null;
                                    address: string | null;
                                    phone: string | null;
                                    productionSiteNumber: string | null;
                                };
                                anamnesis: string | null;
                                findings: string | null;
                                findingsMotion: string | null;
                                findingsPalpation: string | null;
                                diagnosis: string | null;
                                healthCondition: string | null;
                                /** @description YYYY-MM-DD */
                                lastTreatment: string | null;
                                /** @description YYYY-MM-DD */
                                nextTreatment: string | null;
                                followUpNotes: string | null;
                                aftercare: string | null;
                                notes: string | null;
                                referral: string | null;
                                hoofFindings: {
                                    /** @enum {string} */
                                    hoof: "LF" | "RF" | "LH" | "RH";
                                    findings: string;
                                }[];
                                treatments: {
                                    /** Format: uuid */
                                    id: string;
                                    treatment: string;
                                    materials: string | null;
                                    notes: string | null;
                                    /** @enum {string|null} */
                                    hoof: "LF" | "RF" | "LH" | "RH" | null;
                                    photoCount: number;
                                    photos: {
                                        /** Format: uuid */
                                        id: string;
                                        /** @description The image, for the owning account only */
                                        url: string;
                                        thumbnailUrl: string;
                                    }[];
                                    /** @description Added after signing by an amendment: it has no line of the signed journal to hold photos, so its photos go to the journal's general section */
                                    addedByAmendment: boolean;
                                }[];
                                pharmaceuticals: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    strength: string | null;
                                    dosage: string | null;
                                    length: string | null;
                                    withdrawalPeriod: string;
                                }[];
                                photoCount: number;
                                /** @description The general section’s photos */
                                photos: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @description The image, for the owning account only */
                                    url: string;
                                    thumbnailUrl: string;
                                }[];
                                attachments: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @description The image, for the owning account only */
                                    url: string;
                                    thumbnailUrl: string;
                                    name: string;
                                    mimeType: string;
                                }[];
                                author: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    title: string | null;
                                } | null;
                                signedBy: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    title: string | null;
                                } | null;
                                version: number;
                                signatures: {
                                    version: number;
                                    at: string;
                                    signerName: string;
                                    signerTitle: string | null;
                                    /** @description SHA-256 of the canonical content of that version, hex */
                                    contentHash: string;
                                }[];
                                amendments: {
                                    version: number;
                                    at: string;
                                    author: {
                                        /** Format: uuid */
                                        id: string;
                                        name: string;
                                        title: string | null;
                                    } | null;
                                    reason: string | null;
                                    changes: {
                                        /** @description The input's name (findings, treatments, pharmaceuticals, …) */
                                        field: string;
                                        previous?: unknown;
                                        next?: unknown;
                                    }[];
                                }[];
                                sendings: {
                                    /** @description Masked address */
                                    to: string;
                                    at: string;
                                }[];
                                /** @description 0 added, 1 signed and added, 2 sent and added */
                                outcome: 0 | 1 | 2;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/createSignedJournal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a journal and sign it (outcome 1) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        treatmentDate: string;
                        treatmentTime?: string;
                        /** Format: uuid */
                        animalId: string;
                        /** Format: uuid */
                        customerId?: string;
                        /** Format: uuid */
                        bookingId?: string;
                        anamnesis?: string;
                        findings?: string;
                        findingsMotion?: string;
                        findingsPalpation?: string;
                        diagnosis?: string;
                        healthCondition?: string;
                        lastTreatment?: string;
                        nextTreatment?: string;
                        followUpNotes?: string;
                        aftercare?: string;
                        notes?: string;
                        referral?: string;
                        hoofFindings?: {
                            /** @enum {string} */
                            hoof: "LF" | "RF" | "LH" | "RH";
                            findings: string;
                        }[];
                        treatments?: {
                            /** Format: uuid */
                            id?: string;
                            treatment: string;
                            materials?: string;
                            notes?: string;
                            /** @enum {string} */
                            hoof?: "LF" | "RF" | "LH" | "RH";
                        }[];
                        pharmaceuticals?: {
                            name: string;
                            strength?: string;
                            dosage?: string;
                            length?: string;
                            withdrawalPeriod: string;
                        }[];
                        /** @default false */
                        sign?: boolean;
                        /** @default false */
                        send?: boolean;
                        amendmentReason?: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @example J-2026-0107 */
                                referenceNumber: string;
                                /** @enum {string} */
                                status: "draft" | "signed";
                                treatmentDate: string;
                                animal: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    species: string | null;
                                    sex: string | null;
                                    /** @description YYYY-MM-DD */
                                    dateOfBirth: string | null;
                                    identity: string | null;
                                };
                                ownerName: string | null;
                                createdBy: string | null;
                                signedAt: string | null;
                                sentAt: string | null;
                                lockedAt: string | null;
                                createdAt: string;
                                updatedAt: string;
                                treatmentTime: string | null;
                                /** Format: uuid */
                                bookingId: string | null;
                                /** Format: uuid */
                                customerId: string | null;
                                owner: {
                                    name: string | null;
                                    address: string | null;
                                    phone: string | null;
                                    productionSiteNumber: string | null;
                                };
                                anamnesis: string | null;
                                findings: string | null;
                                findingsMotion: string | null;
                                findingsPalpation: string | null;
                                diagnosis: string | null;
                                healthCondition: string | null;
                                /** @description YYYY-MM-DD */
                                lastTreatment: string | null;
                                /** @description YYYY-MM-DD */
                                nextTreatment: string | null;
                                followUpNotes: string | null;
                                aftercare: string | null;
                                notes: string | null;
                                referral: string | null;
                                hoofFindings: {
                                    /** @enum {string} */
                                    hoof: "LF" | "RF" | "LH" | "RH";
                                    findings: string;
                                }[];
                                treatments: {
                                    /** Format: uuid */
                                    id: string;
                                    treatment: string;
                                    materials: string | null;
                                    notes: string | null;
                                    /** @enum {string|null} */
                                    hoof: "LF" | "RF" | "LH" | "RH" | null;
                                    photoCount: number;
                                    photos: {
                                        /** Format: uuid */
                                        id: string;
                                        /** @description The image, for the owning account only */
                                        url: string;
                                        thumbnailUrl: string;
                                    }[];
                                    /** @description Added after signing by an amendment: it has no line of the signed journal to hold photos, so its photos go to the journal's general section */
                                    addedByAmendment: boolean;
                                }[];
                                pharmaceuticals: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    strength: string | null;
                                    dosage: string | null;
                                    length: string | null;
                                    withdrawalPeriod: string;
                                }[];
                                photoCount: number;
                                /** @description The general section’s photos */
                                photos: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @description The image, for the owning account only */
                                    url: string;
                                    thumbnailUrl: string;
                                }[];
                                attachments: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @description The image, for the owning account only */
                                    url: string;
                                    thumbnailUrl: string;
                                    name: string;
                                    mimeType: string;
                                }[];
                                author: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    title: string | null;
                                } | null;
                                signedBy: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    title: string | null;
                                } | null;
                                version: number;
                                signatures: {
                                    version: number;
                                    at: string;
                                    signerName: string;
                                    signerTitle: string | null;
                                    /** @description SHA-256 of the canonical content of that version, hex */
                                    contentHash: string;
                                }[];
                                amendments: {
                                    version: number;
                                    at: string;
                                    author: {
                                        /** Format: uuid */
                                        id: string;
                                        name: string;
                                        title: string | null;
                                    } | null;
                                    reason: string | null;
                                    changes: {
                                        /** @description The input's name (findings, treatments, pharmaceuticals, …) */
                                        field: string;
                                        previous?: unknown;
                                        next?: unknown;
                                    }[];
                                }[];
                                sendings: {
                                    /** @description Masked address */
                                    to: string;
                                    at: string;
                                }[];
                                /** @description 0 added, 1 signed and added, 2 sent and added */
                                outcome: 0 | 1 | 2;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PLAN_REQUIRED: the account's plan does not include `journalSignatures` (a trial includes every feature); READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A journal as it reads now (amendments applied), with its treatments, pharmaceuticals, hoof findings, photos, attachments, signatures, amendments (each version with the values before and after) and sendings */
        get: {
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
                /** @description The journal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Journal"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a journal: a draft is replaced as the form sends it; a signed or sent one is amended
         * @description Treatments sent with their `id` are kept (with their photos); an id not of this journal is 422 (`treatments.<i>.id`). On a signed or sent journal the update needs `amendmentReason` (422 otherwise) and the Pro feature journalSignatures: each changed field is kept as an amendment of a new version beside the original, signed by its author; the animal, keeper and booking cannot change (422). Nothing changed, nothing is written.
         */
        put: {
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
                    "application/json": {
                        treatmentDate: string;
                        treatmentTime?: string;
                        /** Format: uuid */
                        animalId: string;
                        /** Format: uuid */
                        customerId?: string;
                        /** Format: uuid */
                        bookingId?: string;
                        anamnesis?: string;
                        findings?: string;
                        findingsMotion?: string;
                        findingsPalpation?: string;
                        diagnosis?: string;
                        healthCondition?: string;
                        lastTreatment?: string;
                        nextTreatment?: string;
                        followUpNotes?: string;
                        aftercare?: string;
                        notes?: string;
                        referral?: string;
                        hoofFindings?: {
                            /** @enum {string} */
                            hoof: "LF" | "RF" | "LH" | "RH";
                            findings: string;
                        }[];
                        treatments?: {
                            /** Format: uuid */
                            id?: string;
                            treatment: string;
                            materials?: string;
                            notes?: string;
                            /** @enum {string} */
                            hoof?: "LF" | "RF" | "LH" | "RH";
                        }[];
                        pharmaceuticals?: {
                            name: string;
                            strength?: string;
                            dosage?: string;
                            length?: string;
                            withdrawalPeriod: string;
                        }[];
                        /** @default false */
                        sign?: boolean;
                        /** @default false */
                        send?: boolean;
                        amendmentReason?: string;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Journal"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Journals, newest treatment date first: ?status=all|signed|unsigned|sent|notSent, ?animalId, ?customerId, ?from/?to (treatment dates, inclusive), ?search (number, animal, keeper; å/ä/ö as a/a/o), ?cursor, ?limit ≤ 200 */
        get: {
            parameters: {
                query?: {
                    ferrierId?: string;
                    status?: "all" | "signed" | "unsigned" | "sent" | "notSent";
                    animalId?: string;
                    customerId?: string;
                    from?: string;
                    to?: string;
                    search?: string;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of journals */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalRow"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The journal’s history, oldest first: created, updated (the fields that changed; on a signed journal, an amendment), status_changed (draft → signed), shared (a share link made), share_ended (its links revoked), deleted */
        get: {
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
                /** @description The journal’s history, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HistoryEvent"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/verify/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recomputes the SHA-256 of each signed version (the first text for version 1, each amendment applied in turn for later ones) and compares it with the signature’s */
        get: {
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
                /** @description The journal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                unchanged: boolean;
                                versions: {
                                    version: number;
                                    unchanged: boolean;
                                    contentHash: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PLAN_REQUIRED: the account's plan does not include `journalSignatures` (a trial includes every feature) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/hoof-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One hoof of a horse across its journals: the findings and treatments on it, newest visit first */
        get: {
            parameters: {
                query: {
                    animalId: string;
                    hoof: "LF" | "RF" | "LH" | "RH";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The journals with findings or treatments on that hoof */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HoofHistoryEntry"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/sign/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign a draft: the signer, the time and a SHA-256 of its content are kept and the journal is locked; later changes are amendments */
        post: {
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
                /** @description The signed journal */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Journal"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PLAN_REQUIRED: the account's plan does not include `journalSignatures` (a trial includes every feature); READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description INVALID_TRANSITION: the journal is signed already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a draft journal with its lines; a signed or sent journal is kept as a record */
        delete: {
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
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description JOURNAL_LOCKED: the journal is signed or sent and cannot be deleted */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a draft invoice; the answer carries its lines, totals, VAT per rate and parties
         * @description Customer and invoice date required; at least one line, each with a name, a price per unit and a quantity (not negative), a VAT rate and unit 1 or 2; service lines need one of your services (`serviceId`), product lines one of your products (`productId`). A hand-typed `invoiceNumber` is letters and digits, under 20 characters, and unique in the account (422 `invoiceRules.numberTaken`). Left out: `dueDate` = invoice date + the customer’s payment terms; `supplyDate` = the booking’s or journal’s visit date, else the invoice date. `mileageKm` adds one line of kind `mileage` (km × `mileageRate`, else the account’s rate, else 2.50 kr; 25 % VAT) in step with the fields. Totals are formed from the lines in öre: line nets rounded once, VAT per rate on the summed nets, the grand total rounded to whole kronor with the difference as `rounding`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        customerId: string;
                        /** @description YYYY-MM-DD; required */
                        invoiceDate: string;
                        dueDate?: string;
                        supplyDate?: string;
                        invoiceNumber?: string;
                        lines: {
                            /**
                             * @default other
                             * @enum {string}
                             */
                            kind?: "service" | "product" | "mileage" | "other";
                            name: string;
                            /** Format: uuid */
                            serviceId?: string;
                            /** Format: uuid */
                            productId?: string;
                            /**
                             * @description ≥ 0, at most 3 decimals
                             * @example 4
                             */
                            quantity: number | string;
                            /**
                             * @description Kronor excluding VAT, at most 2 decimals
                             * @example 1450
                             */
                            pricePerUnit: number | string;
                            /**
                             * @description Percent off the line, 0–100
                             * @example 0
                             */
                            discount?: number | string;
                            /**
                             * @description VAT percent: 25, 12, 6, 0
                             * @example 25
                             */
                            vat: number | string;
                            /**
                             * @description 1 = per piece/occasion, 2 = per hour
                             * @default 1
                             */
                            unit?: number | string;
                        }[];
                        note?: string;
                        /** Format: uuid */
                        bookingId?: string;
                        /** Format: uuid */
                        journalId?: string;
                        mileageKm?: number | string;
                        mileageRate?: number | string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may); READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice with its lines, totals (net, VAT per rate, VAT, rounding, grand total), the seller, buyer and payment details (as frozen when registered; live on a draft), its OCR, accounting state and credit invoices */
        get: {
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
                /** @description The invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a draft, or a registered invoice that is not locked (it keeps its number)
         * @description Customer and invoice date required; at least one line, each with a name, a price per unit and a quantity (not negative), a VAT rate and unit 1 or 2; service lines need one of your services (`serviceId`), product lines one of your products (`productId`). A hand-typed `invoiceNumber` is letters and digits, under 20 characters, and unique in the account (422 `invoiceRules.numberTaken`). Left out: `dueDate` = invoice date + the customer’s payment terms; `supplyDate` = the booking’s or journal’s visit date, else the invoice date. `mileageKm` adds one line of kind `mileage` (km × `mileageRate`, else the account’s rate, else 2.50 kr; 25 % VAT) in step with the fields. Totals are formed from the lines in öre: line nets rounded once, VAT per rate on the summed nets, the grand total rounded to whole kronor with the difference as `rounding`. A sent, booked, paid, credited or cancelled invoice is kept as it is (409 INVOICE_LOCKED).
         */
        put: {
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
                    "application/json": {
                        /** Format: uuid */
                        customerId: string;
                        /** @description YYYY-MM-DD; required */
                        invoiceDate: string;
                        dueDate?: string;
                        supplyDate?: string;
                        invoiceNumber?: string;
                        lines: {
                            /**
                             * @default other
                             * @enum {string}
                             */
                            kind?: "service" | "product" | "mileage" | "other";
                            name: string;
                            /** Format: uuid */
                            serviceId?: string;
                            /** Format: uuid */
                            productId?: string;
                            /**
                             * @description ≥ 0, at most 3 decimals
                             * @example 4
                             */
                            quantity: number | string;
                            /**
                             * @description Kronor excluding VAT, at most 2 decimals
                             * @example 1450
                             */
                            pricePerUnit: number | string;
                            /**
                             * @description Percent off the line, 0–100
                             * @example 0
                             */
                            discount?: number | string;
                            /**
                             * @description VAT percent: 25, 12, 6, 0
                             * @example 25
                             */
                            vat: number | string;
                            /**
                             * @description 1 = per piece/occasion, 2 = per hour
                             * @default 1
                             */
                            unit?: number | string;
                        }[];
                        note?: string;
                        /** Format: uuid */
                        bookingId?: string;
                        /** Format: uuid */
                        journalId?: string;
                        mileageKm?: number | string;
                        mileageRate?: number | string;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may); READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description INVOICE_LOCKED: the invoice is locked (sent or booked) or past editing; credit it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A draft invoice’s fields from a booking, not saved: its customer, its horses in the note, its services as lines (price, VAT, unit), the visit’s date as the date of supply; post them to invoices/create */
        get: {
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
                /** @description The invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InvoiceDraft"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/journals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A draft invoice’s fields from a journal, not saved: the keeper as customer, each treatment a line (the service of that name when there is one, else an `other` line to price), materials that name a product as product lines, the treatment date as the date of supply */
        get: {
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
                /** @description The invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InvoiceDraft"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice’s history, oldest first: created, updated (the fields that changed), status_changed (from, to), with who and when. Field names and statuses only. */
        get: {
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
                /** @description The invoice’s history, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HistoryEvent"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices, newest invoice date first: ?status=all|draft|unpaid|overdue|paid|sent|notSent|locked, ?customerId, ?from/?to (invoice dates, inclusive), ?search (number or customer name; å/ä/ö as a/a/o), ?cursor, ?limit ≤ 200. `summary` sums every invoice the filter matches (not only the page): the count, the grand total (cancelled drafts add nothing), the unpaid and the overdue totals. */
        get: {
            parameters: {
                query?: {
                    ferrierId?: string;
                    status?: "all" | "draft" | "unpaid" | "overdue" | "paid" | "sent" | "notSent" | "locked";
                    customerId?: string;
                    from?: string;
                    to?: string;
                    search?: string;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of invoices */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InvoiceRow"][];
                            nextCursor: string | null;
                            summary: {
                                count: number;
                                /** @description Kronor: sum of the matching invoices */
                                grandTotal: number;
                                /** @description Kronor: of which issued and not paid */
                                unpaidTotal: number;
                                /** @description Kronor: of which overdue */
                                overdueTotal: number;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/update-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an invoice’s status: draft → registered | cancelled, registered → sent | paid, sent → paid (409 INVALID_TRANSITION otherwise; credit with invoices/credit/{id}). Registering gives the next number of the account’s series and its OCR, freezes the seller, buyer and payment details, and takes its products out of stock; sent locks it; paid records `paidDate` (default today). With Fortnox connected the number is Fortnox’s: the registering commits, then the invoice is sent there and answered as it stands (`accounting.state` synced with the number, or pending/failed with the reason while the invoice-accounting-sync job tries again). */
        put: {
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
                    "application/json": {
                        /** @enum {string} */
                        status: "registered" | "sent" | "paid" | "cancelled";
                        paidDate?: string;
                    };
                };
            };
            responses: {
                /** @description The invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may); READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description INVALID_TRANSITION: the invoice’s status does not allow the change */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/lock/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock an issued invoice: it is kept as it is; corrections are credit invoices */
        post: {
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
                /** @description The locked invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may); READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description INVOICE_NOT_ISSUED: a draft is registered first */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/credit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit an issued invoice: a credit invoice with its lines negated (same prices and VAT) referring to it, registered at once with the next number; the original is marked credited and its products come back to stock. With Fortnox connected the original is credited there (its credit invoice’s number becomes this one’s). */
        post: {
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
                /** @description The credit invoice */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may); READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description INVOICE_NOT_ISSUED: a draft has nothing to credit; INVALID_TRANSITION: already credited or cancelled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the Hovbook team (5 per hour per client address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        message: string;
                        /** @description Leave empty (spam trap) */
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Received; the team replies by email */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                received: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/book-demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a 30-minute online demo (5 per hour per client address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        /**
                         * @description 7–15 digits; +, spaces and hyphens allowed
                         * @example +46 70-123 45 67
                         */
                        phone?: string;
                        company?: string;
                        /** @enum {string} */
                        profession: "farrier" | "equine_therapist" | "saddle_fitter" | "vet" | "trainer" | "other";
                        /** @description Free text, e.g. "Tuesday mornings" */
                        preferredTime?: string;
                        message?: string;
                        /** @description Leave empty (spam trap) */
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Received; the team replies by email */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                received: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/paymentMethods/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's payment methods ({id} is the caller's ferrierId); each null while not set
         * @description Digits only, as stored; bankName is the bank the clearing number belongs to.
         */
        get: {
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
                /** @description The payment methods */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PaymentMethods"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/paymentMethods/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save payment methods (owner only): given ones are checked and set, null removes, left out keeps
         * @description Spec 5: bankgiro 7–8 digits and plusgiro 2–10 digits, each with its Luhn check digit; bank account: clearing number 4 digits (5 when it starts with 8, Swedbank) in a range a Swedish bank uses, and the account number with the length and check digit that bank uses (Bankgirot, "Bankernas kontonummeruppbyggnad"), 11–15 digits together; Swish 7–15 digits. A refused method answers 422 naming the field, and nothing is saved.
         */
        put: {
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
                    "application/json": {
                        /**
                         * @description 7 or 8 digits with a Luhn check digit
                         * @example 5050-1055
                         */
                        bankgiro?: string | null;
                        /**
                         * @description 2–10 digits with a Luhn check digit
                         * @example 90 20 03-3
                         */
                        plusgiro?: string | null;
                        /**
                         * @description 4 digits, or 5 when it starts with 8 (Swedbank 8xxx-x); a clearing number in use by a Swedish bank
                         * @example 8327-9
                         */
                        bankClearing?: string | null;
                        /**
                         * @description Sent with bankClearing; the two together have 11–15 digits, with the length and check digit the bank uses
                         * @example 123 456 789-7
                         */
                        bankAccount?: string | null;
                        /**
                         * @description 7–15 digits (a company number 123 xxx xx xx, or a mobile number; +46 becomes 0)
                         * @example 123 456 78 90
                         */
                        swishNumber?: string | null;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PaymentMethods"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member; READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/due-animals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active animals due within 7 days or overdue, not yet booked (?limit ≤ 50, default 20)
         * @description Your active animals whose next visit is on or before today + 7 days (today in Europe/Stockholm; overdue ones included, `overdue: true`) and that no active booking starting today or later covers, ordered by next visit (overdue first). Each with its owner (and phone) and where it stands.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Animals to book */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DueAnimal"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/icalendar/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your calendar feed address (made the first time it is asked for)
         * @description Each user has one active address; the same one comes back until it is regenerated. Calendar apps subscribe to `url`; it shows the bookings assigned to you from 180 days back on.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The feed address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FeedToken"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/icalendar/token/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace your calendar feed address; calendars subscribed to the old one stop updating */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new feed address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FeedToken"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/icalendar/feed/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calendar feed (iCalendar) of a feed address; no session needed
         * @description One event per booking assigned to the address’s user, not deleted, from 180 days back on: UID `<booking id>@hovbook`, SEQUENCE raised on every change, STATUS:CANCELLED for cancelled bookings, the customer, animals, planned services, address (with a map link) and notes; times in UTC, the calendar in Europe/Stockholm; refresh every 60 minutes. An unknown or regenerated address answers 404. Rate limited per client address. Answers gzipped when the client takes it, with an ETag; If-None-Match with the current ETag answers 304.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The token from icalendar/token and `.ics` */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The calendar */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description Unchanged since the ETag named in If-None-Match */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such feed */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booking-responses/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The visit behind a reminder link (no sign-in; changes nothing) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description From the reminder’s links */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The visit and the answer given so far */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookingResponse"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description NOT_FOUND: no such link, or it no longer works (the visit has started, was cancelled, completed or moved) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Answer a visit reminder: confirmed or declined (no sign-in; 30 per hour per client address)
         * @description The answer shows on the booking (`response`, `respondedAt`) and raises its sequence. The customer may change it until the visit starts; the same answer again changes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description From the reminder’s links */
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        answer: "confirmed" | "declined";
                    };
                };
            };
            responses: {
                /** @description Answered: the visit with the answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookingResponse"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description NOT_FOUND: no such link, or it no longer works (the visit has started, was cancelled, completed or moved) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a journal as a PDF (Swedish, A4)
         * @description The journal as it reads now, always in Swedish: the company and its logo, the keeper and animal as recorded, every field, the treatments with their photos, the pharmaceuticals with their withdrawal period (Karenstid), the signature of every version with its SHA-256 digest, and every amendment with the original struck through beside the new text. Sent as an attachment named after the journal (J-2026-0107.pdf).
         */
        get: {
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
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": unknown;
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/send/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a journal to its keeper by email (the PDF attached)
         * @description Mailed to the keeper's email address as the customer register has it now, in the keeper's language, with the Swedish PDF attached. A draft is signed first, so sending needs the feature `journalSignatures` as signing does; the journal is then sent and locked. Every sending is kept (to whom, when): the journal's `sendings`. 422 KEEPER_WITHOUT_EMAIL when the keeper has no email address; nothing changes then.
         */
        post: {
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
                /** @description The journal, sent: `sentAt` set and the sending in `sendings` */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Journal"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PLAN_REQUIRED: the account's plan does not include `journalSignatures` (a trial includes every feature); READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share a journal: a link that opens it read-only without an account
         * @description The link works for `expiresInDays` (1–365, default 30) until revoked with journals/{id}/unshare. The shared page hides the keeper's phone and address unless `showKeeperContact` is true; photos, attachments and sendings are never shown. The code is shown here and kept on the server only as its hash.
         */
        post: {
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
                    "application/json": {
                        /**
                         * @description Days the link works, 1–365 (default 30)
                         * @default 30
                         */
                        expiresInDays?: number;
                        /**
                         * @description Show the keeper's phone and address on the shared page (hidden by default)
                         * @default false
                         */
                        showKeeperContact?: boolean;
                    };
                };
            };
            responses: {
                /** @description The new link */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShareCreated"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/{id}/unshare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop sharing a journal: every active link of it answers 404 from now on */
        post: {
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
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description How many links were revoked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                revoked: number;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/share-codes/{id}/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share all journals of a horse ({id} is the animal): a link to them, newest first
         * @description Same options and answer as journals/{id}/share.
         */
        post: {
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
                    "application/json": {
                        /**
                         * @description Days the link works, 1–365 (default 30)
                         * @default 30
                         */
                        expiresInDays?: number;
                        /**
                         * @description Show the keeper's phone and address on the shared page (hidden by default)
                         * @default false
                         */
                        showKeeperContact?: boolean;
                    };
                };
            };
            responses: {
                /** @description The new link */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShareCreated"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/share-codes/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active share links of a journal or a horse ({id} is either), newest first, with their views */
        get: {
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
                /** @description The share links */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShareCode"][];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/share-codes/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Views of the share links of a journal or a horse: in all, last viewed, per link (revoked ones too) */
        get: {
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
                /** @description The share links */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShareStats"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shared/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The journal, or the horse’s journals, a share link opens (no sign-in; read-only)
         * @description Each view is counted on the link. Rate limited per client address. The keeper’s phone and address only when the link was made with showKeeperContact.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The code of a share link */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The shared journal(s) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SharedView"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description NOT_FOUND: no such link, or it was revoked or has expired */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A journal’s photos, per section, and its attachments */
        get: {
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
                /** @description The journal’s photos and attachments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalMedia"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add photos to a journal: up to 4 at a time, 4 in the general section, 4 per treatment, 10 MB each
         * @description Multipart: `data` holds `{ "section": "general" | "treatment", "treatmentId" }` as JSON (without it, the general section), and `photos` one image per part (repeat the part, up to 4). Each image is re-encoded (EXIF and GPS dropped) and served by GET files/{id} to your account only. A limit passed is 422 on `photos` with the spec’s message; a signed or sent journal is 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description Multipart: `data` and `photos` */
            requestBody?: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        section?: "general" | "treatment";
                        /** Format: uuid */
                        treatmentId?: string;
                        /** @description Required on a signed or sent journal: why the file is added after signing (≤ 500 characters) */
                        amendmentReason?: string;
                    };
                    "multipart/form-data": {
                        /** @description The fields as a JSON string: section (general | treatment) and treatmentId */
                        data?: string;
                        /**
                         * Format: binary
                         * @description An image ≤ 10 MB; repeat the part for each image (up to 4)
                         */
                        photos?: Blob;
                    };
                };
            };
            responses: {
                /** @description The journal’s photos and attachments, the new ones included */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalMedia"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description JOURNAL_LOCKED: the journal is signed or sent; its photos and attachments cannot change */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a photo from a journal (its stored file goes too) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    photoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The journal’s photos and attachments now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalMedia"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description JOURNAL_LOCKED: the journal is signed or sent; its photos and attachments cannot change */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a PDF or an image to a journal (≤ 10 MB, at most 10)
         * @description Multipart: `data` holds `{ "name": "Röntgen LF" }` as JSON (without a name, the file’s own), and `file` the document. A PDF is kept as sent (checked by its first bytes) and served as application/pdf; an image is re-encoded like a photo. Attachments do not count as photos. A signed or sent journal is 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description Multipart: `data` and `file` */
            requestBody?: {
                content: {
                    "application/json": {
                        name?: string;
                        /** @description Required on a signed or sent journal: why the file is added after signing (≤ 500 characters) */
                        amendmentReason?: string;
                    };
                    "multipart/form-data": {
                        /** @description The fields as a JSON string: name (≤ 100 characters) */
                        data?: string;
                        /**
                         * Format: binary
                         * @description A PDF or an image, ≤ 10 MB
                         */
                        file?: Blob;
                    };
                };
            };
            responses: {
                /** @description The journal’s photos and attachments, the new one included */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalMedia"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description JOURNAL_LOCKED: the journal is signed or sent; its photos and attachments cannot change */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an attachment from a journal (its stored file goes too) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    attachmentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The journal’s photos and attachments now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalMedia"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description JOURNAL_LOCKED: the journal is signed or sent; its photos and attachments cannot change */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List journal templates: favourites first, then by name (Swedish order); ?search (å/ä/ö folded), ?cursor, ?limit ≤ 200 (default 50) */
        get: {
            parameters: {
                query?: {
                    ferrierId?: string;
                    search?: string;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of journal templates */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalTemplate"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a journal template */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default {} */
                        fields?: {
                            anamnesis?: string;
                            findings?: string;
                            findingsMotion?: string;
                            findingsPalpation?: string;
                            diagnosis?: string;
                            healthCondition?: string;
                            followUpNotes?: string;
                            aftercare?: string;
                            notes?: string;
                            referral?: string;
                            hoofFindings?: {
                                /** @enum {string} */
                                hoof: "LF" | "RF" | "LH" | "RH";
                                findings: string;
                            }[];
                            treatments?: {
                                /** Format: uuid */
                                id?: string;
                                treatment: string;
                                materials?: string;
                                notes?: string;
                                /** @enum {string} */
                                hoof?: "LF" | "RF" | "LH" | "RH";
                            }[];
                            pharmaceuticals?: {
                                name: string;
                                strength?: string;
                                dosage?: string;
                                length?: string;
                                withdrawalPeriod: string;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalTemplate"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A journal template with its fields, favourite mark and use count */
        get: {
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
                /** @description The journal template */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalTemplate"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Update a journal template: name and fields replaced as the form sends them */
        put: {
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
                    "application/json": {
                        name: string;
                        /** @default {} */
                        fields?: {
                            anamnesis?: string;
                            findings?: string;
                            findingsMotion?: string;
                            findingsPalpation?: string;
                            diagnosis?: string;
                            healthCondition?: string;
                            followUpNotes?: string;
                            aftercare?: string;
                            notes?: string;
                            referral?: string;
                            hoofFindings?: {
                                /** @enum {string} */
                                hoof: "LF" | "RF" | "LH" | "RH";
                                findings: string;
                            }[];
                            treatments?: {
                                /** Format: uuid */
                                id?: string;
                                treatment: string;
                                materials?: string;
                                notes?: string;
                                /** @enum {string} */
                                hoof?: "LF" | "RF" | "LH" | "RH";
                            }[];
                            pharmaceuticals?: {
                                name: string;
                                strength?: string;
                                dosage?: string;
                                length?: string;
                                withdrawalPeriod: string;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalTemplate"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a journal template (journals started from it keep what they hold) */
        delete: {
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
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal-templates/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark ({ favorite: true }) or unmark ({ favorite: false }) a favourite: set, not toggled, so a repeated request changes nothing. Favourites come first in the list and the picker. */
        post: {
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
                    "application/json": {
                        favorite: boolean;
                    };
                };
            };
            responses: {
                /** @description The template with its new mark */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalTemplate"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal-templates/from-journal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a template from a journal (the path’s id): its findings, diagnosis, aftercare, treatments, pharmaceuticals and hoof findings as the journal reads now; never its date, horse or keeper */
        post: {
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
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The new template */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["JournalTemplate"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal-templates/{id}/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use a template: counts the use (usageCount, lastUsedAt) and answers the fields to prefill a new journal with (no body) */
        post: {
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
                /** @description The fields to prefill, and the counted use */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                fields: components["schemas"]["JournalTemplateFields"];
                                usageCount: number;
                                lastUsedAt: string;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an invoice as a PDF (A4, in the customer's language)
         * @description The invoice as it reads now, in the customer's language (Swedish unless the customer reads English), with every field a Swedish invoice must carry: the seller (name, address, organisation and VAT numbers, "Godkänd för F-skatt" when it applies), the buyer (name, address), invoice date, date of supply, number, the lines, net and VAT per rate, the öresavrundning, the total, the due date and the payment details with the OCR reference, and a Swish QR code when the account has a Swish number. A credit invoice is titled "Kreditfaktura" and names the invoice it credits; a draft is stamped "UTKAST / DRAFT" and has no number (spec 5: a form is saved before download). Sent as an attachment named after the invoice (Faktura-1042.pdf).
         */
        get: {
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
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": unknown;
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/send-to-customer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an invoice to its customer by email (the PDF attached)
         * @description A draft is registered first (its number, OCR reference and frozen seller and buyer). The PDF is stored as it is mailed, and a background job mails it to the customer's email address as the customer register has it now, in the customer's language. A registered invoice becomes `sent` and is locked (corrections are credit invoices); an invoice already sent (or paid) may be sent again: it is mailed again and does not change. Every sending is in the history (to whom, the address masked, and when). 422 CUSTOMER_WITHOUT_EMAIL (field `customerId`) when the customer has no email address; nothing changes then. 409 INVALID_TRANSITION for a cancelled draft; 409 INVOICE_NOT_ISSUED while the accounting system has not given the invoice its number yet.
         */
        post: {
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
                /** @description The invoice as sent: `status` sent (or as it was, when sent again) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may); READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounting/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's accounting connection (owner only)
         * @description `provider` is the connected system (null when none), `available` whether this server offers Fortnox (FORTNOX_CLIENT_ID and FORTNOX_CLIENT_SECRET set), and `providers` each system with its status: Fortnox `live` (or `notConfigured`), Visma eAccounting / Spiris `coming`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The connection */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AccountingConnection"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounting/fortnox/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start connecting Fortnox (owner only): the address of Fortnox’s consent page
         * @description Send the browser to `url`. Fortnox asks the user to sign in and approve, then redirects to `accounting/fortnox/callback`. The answer also sets an HttpOnly cookie with the flow’s state: the callback must come to the same browser within 10 minutes. 409 ACCOUNTING_NOT_CONFIGURED when the server has no Fortnox client.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Where to send the browser */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uri */
                                url: string;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member; READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ACCOUNTING_NOT_CONFIGURED: this server has no Fortnox client */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounting/fortnox/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where Fortnox sends the browser back (OAuth2 redirect URI)
         * @description Exchanges the code for tokens (stored encrypted) when the state is one this server made for this browser, unused and under 10 minutes old, and its owner still owns the account. Always answers a small HTML page that sends the browser on at once (a meta refresh) to `/profile?accounting=connected|denied|failed|invalid#accounting`; the same address is in its link and in the `x-hovbook-redirect` header.
         */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    state?: string;
                    error?: string;
                    error_description?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page that goes on to the profile’s accounting section, with the outcome */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounting/fortnox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect Fortnox (owner only)
         * @description Deletes the stored tokens. Invoices keep their numbers and Fortnox document numbers; new invoices are numbered by Hovbook again. Answers the connection as it is then.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The connection, now none */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AccountingConnection"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/check-payment-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an invoice’s payment status
         * @description With Fortnox connected and the invoice synced and unpaid: asks Fortnox, and marks it paid (with Fortnox’s final pay date) when it is not cancelled there, its balance is 0 and its final pay date is set. Without a connection it answers the invoice as it is (mark it paid by hand with update-status). 409 ACCOUNTING_FAILED when Fortnox does not answer.
         */
        post: {
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
                /** @description The invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ACCOUNTING_FAILED: Fortnox did not answer (`details.reason`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/check-all-unpaid-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the payment status of every unpaid invoice of the account
         * @description Posted by the client on entering the signed-in area and every 5 minutes (spec 4). With Fortnox connected, each synced unpaid invoice is asked about (within Fortnox’s rate limit) and the paid ones are marked paid; skipped when any check did so within the last minute. Idempotent. Failures are logged and counted, never answered as errors. `unpaid` and `overdue` count the invoices awaiting payment after the check.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What the check found */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UnpaidCheck"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/bookkeep/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bookkeep an invoice in Fortnox
         * @description The invoice must be synced to Fortnox. Fortnox books it; here it is then locked (corrections are credit invoices) and `accounting.bookkept` is true. An invoice booked already is answered as it is. 409 ACCOUNTING_NOT_CONNECTED without a connection, INVOICE_NOT_ISSUED before it is synced, ACCOUNTING_FAILED when Fortnox refuses.
         */
        post: {
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
                /** @description The invoice, booked and locked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: a staff member needs the owner's `invoicing` permission (the owner always may); READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ACCOUNTING_NOT_CONNECTED (no connection), INVOICE_NOT_ISSUED (not synced yet) or ACCOUNTING_FAILED (Fortnox refused; `details.reason`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staffs/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a staff member (owner only): a one-time link, valid 7 days, is mailed to `email`; the member is inactive until they accept it. An email that already has a login is 422 `staff.emailTaken` on `email`. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone?: string | null;
                        title?: string | null;
                        /** @example #2f6f8f */
                        color?: string;
                        /** @description The owner lets this member write, send and bookkeep invoices */
                        mayInvoice?: boolean;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StaffMember"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member; READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staffs/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member of the account (owner only); {id} is their user id */
        get: {
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
                /** @description The staff member */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StaffMember"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staffs/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a staff member (owner only; given fields only). `status: inactive` ends their sessions at once and they cannot sign in; `active` lets them in again (before they accepted: a new invitation is mailed). The owner cannot be changed here: 422 on `status`. */
        put: {
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
                    "application/json": {
                        firstName?: string;
                        lastName?: string;
                        phone?: string | null;
                        title?: string | null;
                        /** @example #2f6f8f */
                        color?: string;
                        /** @description The owner lets this member write, send and bookkeep invoices */
                        mayInvoice?: boolean;
                        /** @enum {string} */
                        status?: "active" | "inactive";
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StaffMember"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staffs/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s members, the owner first (owner only): ?staffId narrows to one, ?status=all|active|inactive, ?search (name or email); one page (`nextCursor` null) */
        get: {
            parameters: {
                query?: {
                    ferrierId?: string;
                    staffId?: string;
                    status?: "all" | "active" | "inactive";
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of staff members */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StaffMember"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staffs/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a staff invitation: the token from the mailed link (single use, 7 days) and a password by the password rule; then log in with ferriers/login. An unknown, used or expired token is 400 INVALID_TOKEN. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Accepted: the member may log in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                accepted: true;
                                email: string;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s notifications: unread first, then newest; ?unreadOnly=true, ?cursor, ?limit ≤ 200 (default 50). `unreadCount` counts all unread ones (the bell). Each `kind` has its `payload` of ids and values. */
        get: {
            parameters: {
                query?: {
                    unreadOnly?: "true" | "false";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of notifications and the unread count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Notification"][];
                            nextCursor: string | null;
                            unreadCount: number;
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the caller’s notifications read (no body; one already read keeps its time) */
        post: {
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
                /** @description The notification, read */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Notification"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all the caller’s unread notifications read (no body) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many were marked, and the unread count after */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                marked: number;
                                unreadCount: number;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the caller’s notifications */
        delete: {
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
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/sendMail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message: `customerId` — stored in the customer’s thread and mailed to them once committed, from the app’s sender under the company’s name with Reply-To the company’s email (a customer without an email is 422 `inbox.errors.customerNoEmail` on `customerId`); `receiverId` — a user of the account, unread until they open it. Exactly one of the two (422 on `receiverId`). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description A customer of the account: the message is mailed to them (answers go to the company email)
                         */
                        customerId?: string;
                        /**
                         * Format: uuid
                         * @description A user of the account (owner or staff): the message waits unread in their inbox
                         */
                        receiverId?: string;
                        subject?: string;
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                thread: {
                                    /** @enum {string} */
                                    kind: "customer" | "user";
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                /** Format: uuid */
                                senderId: string | null;
                                senderName: string | null;
                                mine: boolean;
                                subject: string | null;
                                body: string;
                                read: boolean | null;
                                mailedAt: string | null;
                                mailFailure: string | null;
                                unreadCount: number | null;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Without ?receiverId the caller’s threads, newest first: each thread’s latest message with `unreadCount`. With ?receiverId (a customer’s or a user’s id) that thread’s messages, newest first. ?unreadOnly=true: only what the caller received and has not read. ?cursor, ?limit ≤ 200 (default 50). */
        get: {
            parameters: {
                query?: {
                    receiverId?: string;
                    /** @description `true`: only the messages received by the caller and not read yet */
                    unreadOnly?: "true" | "false";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                thread: {
                                    /** @enum {string} */
                                    kind: "customer" | "user";
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                /** Format: uuid */
                                senderId: string | null;
                                senderName: string | null;
                                mine: boolean;
                                subject: string | null;
                                body: string;
                                read: boolean | null;
                                mailedAt: string | null;
                                mailFailure: string | null;
                                unreadCount: number | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/colleagues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s members the caller can write to: everyone but the caller and deactivated staff, the owner first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The members */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "staff";
                            }[];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many messages the caller has received and not read (from colleagues: a customer’s reply is mail) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message the caller may see; opened by its receiving user it is marked read */
        get: {
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
                /** @description The message */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                thread: {
                                    /** @enum {string} */
                                    kind: "customer" | "user";
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                /** Format: uuid */
                                senderId: string | null;
                                senderName: string | null;
                                mine: boolean;
                                subject: string | null;
                                body: string;
                                read: boolean | null;
                                mailedAt: string | null;
                                mailFailure: string | null;
                                unreadCount: number | null;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Mark a received message read (`read: true`) or unread (`false`); a message the caller did not receive is 422 on `read` */
        put: {
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
                    "application/json": {
                        read: boolean;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                thread: {
                                    /** @enum {string} */
                                    kind: "customer" | "user";
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                /** Format: uuid */
                                senderId: string | null;
                                senderName: string | null;
                                mine: boolean;
                                subject: string | null;
                                body: string;
                                read: boolean | null;
                                mailedAt: string | null;
                                mailFailure: string | null;
                                unreadCount: number | null;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a message, for both sides: its sender or receiving user, or the owner in a customer’s thread */
        delete: {
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
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s plan now (trial, base or pro), its subscription (status, interval, price, renewal date), the trial’s end and days left, and `billingEnabled` */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Subscription"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A rate limit could not be counted, so the request was refused; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start buying a plan: `{ plan: base|pro, interval: month|year, promotionCode? }` → `{ url }` of the payment page. While billing is off: 503 BILLING_OFF (after the body is checked: 422 first). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        plan: "base" | "pro";
                        /** @enum {string} */
                        interval: "month" | "year";
                        promotionCode?: string;
                    };
                };
            };
            responses: {
                /** @description Where the payment page is */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BillingRedirect"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PAYMENT_CUSTOMER_FAILED or CHECKOUT_FAILED: Stripe could not be reached or refused */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description BILLING_OFF: plans cannot be bought in the app (billing is not configured) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer portal’s address (card, receipts, cancelling). While billing is off: 503 BILLING_OFF. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Where the customer portal is */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BillingRedirect"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PAYMENT_CUSTOMER_FAILED or PORTAL_FAILED: Stripe could not be reached or refused */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description BILLING_OFF: plans cannot be bought in the app (billing is not configured) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/session-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** After checkout: the Checkout Session’s status and whether it was paid; a paid one’s subscription is on the account at once. Another account’s session: 404. While billing is off: 503 BILLING_OFF. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The Checkout Session’s id, as Stripe put it in the return address */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checkout’s outcome */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CheckoutStatus"];
                        };
                    };
                };
                /** @description Malformed JSON or a rejected code/token */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No or invalid session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: only the account's owner may call this, not a staff member */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found, or another account's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body too large (1 MB JSON, 10 MB per image) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A body that is not JSON (or multipart/form-data where files are uploaded) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PAYMENT_NOT_VERIFIED: Stripe could not be reached */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description BILLING_OFF: plans cannot be bought in the app (billing is not configured) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
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
        Error: {
            error: {
                /** @example VALIDATION_FAILED */
                code: string;
                /** @example Some fields need your attention. */
                message: string;
                fields?: {
                    [key: string]: string;
                };
                /** @description Facts a client may act on, e.g. `purgeAfter` of ACCOUNT_CANCELLED */
                details?: {
                    [key: string]: string;
                };
            };
        };
        User: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            ferrierId: string;
            /** @enum {string} */
            role: "owner" | "staff";
            email: string;
            firstName: string;
            lastName: string;
            emailVerified: boolean;
            language: string;
            /** @description What the user may do beyond the role: the owner has every permission, a staff member the owner's ticks (invoicing: write, send and check invoices) */
            permissions: "invoicing"[];
        };
        AccountExport: {
            exportedAt: string;
            company: {
                [key: string]: unknown;
            };
            people: {
                [key: string]: unknown;
            }[];
            /** @description Rows by table: customers, animals, bookings, journals, invoices, … */
            tables: {
                [key: string]: {
                    [key: string]: unknown;
                }[];
            };
        };
        FerrierProfile: {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string;
            title: string | null;
            email: string;
            phone: string | null;
            organizationName: string;
            organizationNumber: string;
            address: string | null;
            postNumber: string | null;
            postPlace: string | null;
            vatNumber: string | null;
            fTax: boolean;
            /** @description Kronor per km on invoices; null: the default */
            mileageRate: number | null;
            logoUrl: string | null;
            profilePictureUrl: string | null;
            language: string;
            /** @description Hours before a visit the customer is reminded; null: no reminders */
            reminderLeadHours: number | null;
            /** @enum {string} */
            status: "unverified" | "active" | "cancelled";
            trialEndsAt: string | null;
            /**
             * @description What the account may do now: the trial (every feature), a plan, or none — the trial is over with no plan, and the account is read-only until one is chosen
             * @enum {string}
             */
            plan: "trial" | "base" | "pro" | "none";
            createdAt: string;
            updatedAt: string;
        };
        Customer: {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string | null;
            email: string | null;
            /** @description E.164, e.g. +46701234567 */
            phone: string | null;
            /** @description Personnummer as 12 digits */
            personalId: string | null;
            organizationNumber: string | null;
            /** @description The keeper's production-site number (PPN), carried by their journals */
            productionSiteNumber: string | null;
            address: string | null;
            postalCode: string | null;
            city: string | null;
            billingAddress: string | null;
            billingPostalCode: string | null;
            billingCity: string | null;
            paymentTerms: number;
            /**
             * @description The language of reminders to the customer
             * @enum {string}
             */
            language: "sv" | "en";
            /** @enum {string} */
            status: "active" | "inactive";
            createdAt: string;
            updatedAt: string;
        };
        CustomerDetails: {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string | null;
            email: string | null;
            /** @description E.164, e.g. +46701234567 */
            phone: string | null;
            /** @description Personnummer as 12 digits */
            personalId: string | null;
            organizationNumber: string | null;
            /** @description The keeper's production-site number (PPN), carried by their journals */
            productionSiteNumber: string | null;
            address: string | null;
            postalCode: string | null;
            city: string | null;
            billingAddress: string | null;
            billingPostalCode: string | null;
            billingCity: string | null;
            paymentTerms: number;
            /**
             * @description The language of reminders to the customer
             * @enum {string}
             */
            language: "sv" | "en";
            /** @enum {string} */
            status: "active" | "inactive";
            createdAt: string;
            updatedAt: string;
            animals: {
                /** Format: uuid */
                id: string;
                name: string;
                /** @enum {string} */
                status: "active" | "inactive";
                latestVisit: string | null;
                nextVisit: string | null;
                /** @description YYYY-MM-DD: the day of the animal's next active booking from today on; null when none */
                bookedVisit: string | null;
                pictureUrl: string | null;
            }[];
        };
        Product: {
            /** Format: uuid */
            id: string;
            name: string;
            brandName: string | null;
            /** Format: uuid */
            inventoryTypeId: string | null;
            /** @description In the Accept-Language language */
            inventoryTypeName: string | null;
            /** Format: uuid */
            inventorySubTypeId: string | null;
            inventorySubTypeName: string | null;
            size: string | null;
            category: string | null;
            subcategory: string | null;
            /** @description Unit of stock, e.g. 'st', 'par', 'kg', 'ask' */
            unit: string;
            /**
             * @description Kronor, excluding VAT
             * @example 89.5
             */
            purchasePrice: number;
            /**
             * @description The same in öre
             * @example 8950
             */
            purchasePriceOre: number;
            /**
             * @description Kronor, excluding VAT
             * @example 129
             */
            sellingPrice: number;
            sellingPriceOre: number;
            /** @description VAT rate in percent, one of 25, 12, 6, 0 */
            vatPercent: number;
            stockQuantity: number;
            minimumReorderLevel: number;
            /** @description stockQuantity ≤ minimumReorderLevel */
            lowStock: boolean;
            supplier: string | null;
            /** @description YYYY-MM-DD */
            lastPurchaseDate: string | null;
            /** @enum {string} */
            status: "active" | "inactive";
            createdAt: string;
            updatedAt: string;
        };
        InventoryType: {
            /** Format: uuid */
            id: string;
            nameEn: string;
            nameSv: string;
            /** @description In the request language (Accept-Language) */
            name: string;
        };
        InventorySubType: {
            /** Format: uuid */
            id: string;
            nameEn: string;
            nameSv: string;
            /** @description In the request language (Accept-Language) */
            name: string;
            /** Format: uuid */
            typeId: string;
        };
        Service: {
            /** Format: uuid */
            id: string;
            /**
             * @description The service name
             * @example Skoning runt om
             */
            service: string;
            /**
             * Format: uuid
             * @description Service type id (serviceTypes/suggestions)
             */
            category: string | null;
            /** @description In the Accept-Language language */
            categoryName: string | null;
            description: string | null;
            /**
             * @description Kronor, excluding VAT
             * @example 1450
             */
            price: number;
            /**
             * @description The same in öre
             * @example 145000
             */
            priceOre: number;
            /**
             * @description Unit code: 1 = per piece/occasion (a shoeing, a trim), 2 = per hour
             * @example 1
             */
            unit: number;
            /** @description VAT rate in percent, one of 25, 12, 6, 0 */
            vatPercent: number;
            /** @enum {string} */
            status: "active" | "inactive";
            createdAt: string;
            updatedAt: string;
        };
        ServiceType: {
            /** Format: uuid */
            id: string;
            nameEn: string;
            nameSv: string;
            /** @description In the request language (Accept-Language) */
            name: string;
        };
        AnimalSaved: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            animalTypeId: string | null;
            /** Format: uuid */
            breedId: string | null;
            color: string | null;
            /** @enum {string} */
            sex: "mare" | "stallion" | "gelding" | "unknown";
            /** @description Height at withers, cm */
            sizeCm: number | null;
            /** @description YYYY-MM-DD */
            dateOfBirth: string | null;
            microchipNumber: string | null;
            passportNumber: string | null;
            insuranceCompany: string | null;
            specialNeeds: string | null;
            shoeingType: string | null;
            stable: string | null;
            address: string | null;
            postalCode: string | null;
            city: string | null;
            /** Format: uuid */
            customerId: string | null;
            /** @enum {string} */
            status: "active" | "inactive";
            /** @description YYYY-MM-DD */
            latestVisit: string | null;
            /** @description YYYY-MM-DD */
            nextVisit: string | null;
            shoeingIntervalWeeks: number | null;
            /** @description Next visit is before today (Europe/Stockholm) */
            overdue: boolean;
            /** @description YYYY-MM-DD (Europe/Stockholm): the day of the animal's next active booking from today on (one that started earlier today counts until it is marked done); null when none is booked. Screens show "Booked" instead of overdue or due when it is set. */
            bookedVisit: string | null;
            owner: {
                /** Format: uuid */
                id: string;
                firstName: string;
                lastName: string | null;
                /** @description E.164, e.g. +46701234567 */
                phone: string | null;
            } | null;
            animalType: {
                /** Format: uuid */
                id: string;
                nameEn: string;
                nameSv: string;
                /** @description In the request language (Accept-Language) */
                name: string;
            } | null;
            breed: {
                /** Format: uuid */
                id: string;
                nameEn: string;
                nameSv: string;
                /** @description In the request language (Accept-Language) */
                name: string;
            } | null;
            /** @example /api/v1/files/0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10 */
            pictureUrl: string | null;
            /** @description The animal’s journals, newest visit first */
            journals: components["schemas"]["JournalRow"][];
            createdAt: string;
            updatedAt: string;
            /** @description Your other animals with the same microchip number (at most 10; empty when none). Saved anyway: a warning only. */
            microchipDuplicates: components["schemas"]["MicrochipMatch"][];
        };
        JournalRow: {
            /** Format: uuid */
            id: string;
            /** @example J-2026-0107 */
            referenceNumber: string;
            /** @enum {string} */
            status: "draft" | "signed";
            treatmentDate: string;
            animal: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            ownerName: string | null;
            createdBy: string | null;
            signedAt: string | null;
            sentAt: string | null;
            lockedAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        MicrochipMatch: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            status: "active" | "inactive";
        };
        AnimalDetails: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            animalTypeId: string | null;
            /** Format: uuid */
            breedId: string | null;
            color: string | null;
            /** @enum {string} */
            sex: "mare" | "stallion" | "gelding" | "unknown";
            /** @description Height at withers, cm */
            sizeCm: number | null;
            /** @description YYYY-MM-DD */
            dateOfBirth: string | null;
            microchipNumber: string | null;
            passportNumber: string | null;
            insuranceCompany: string | null;
            specialNeeds: string | null;
            shoeingType: string | null;
            stable: string | null;
            address: string | null;
            postalCode: string | null;
            city: string | null;
            /** Format: uuid */
            customerId: string | null;
            /** @enum {string} */
            status: "active" | "inactive";
            /** @description YYYY-MM-DD */
            latestVisit: string | null;
            /** @description YYYY-MM-DD */
            nextVisit: string | null;
            shoeingIntervalWeeks: number | null;
            /** @description Next visit is before today (Europe/Stockholm) */
            overdue: boolean;
            /** @description YYYY-MM-DD (Europe/Stockholm): the day of the animal's next active booking from today on (one that started earlier today counts until it is marked done); null when none is booked. Screens show "Booked" instead of overdue or due when it is set. */
            bookedVisit: string | null;
            owner: {
                /** Format: uuid */
                id: string;
                firstName: string;
                lastName: string | null;
                /** @description E.164, e.g. +46701234567 */
                phone: string | null;
            } | null;
            animalType: {
                /** Format: uuid */
                id: string;
                nameEn: string;
                nameSv: string;
                /** @description In the request language (Accept-Language) */
                name: string;
            } | null;
            breed: {
                /** Format: uuid */
                id: string;
                nameEn: string;
                nameSv: string;
                /** @description In the request language (Accept-Language) */
                name: string;
            } | null;
            /** @example /api/v1/files/0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10 */
            pictureUrl: string | null;
            /** @description The animal’s journals, newest visit first */
            journals: components["schemas"]["JournalRow"][];
            createdAt: string;
            updatedAt: string;
        };
        AnimalListRow: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            status: "active" | "inactive";
            /** @enum {string} */
            sex: "mare" | "stallion" | "gelding" | "unknown";
            /** Format: uuid */
            animalTypeId: string | null;
            typeName: string | null;
            breedName: string | null;
            stable: string | null;
            city: string | null;
            owner: {
                /** Format: uuid */
                id: string;
                firstName: string;
                lastName: string | null;
            } | null;
            /** @description YYYY-MM-DD */
            latestVisit: string | null;
            /** @description YYYY-MM-DD */
            nextVisit: string | null;
            shoeingIntervalWeeks: number | null;
            /** @description Next visit is before today (Europe/Stockholm) */
            overdue: boolean;
            /** @description YYYY-MM-DD (Europe/Stockholm): the day of the animal's next active booking from today on (one that started earlier today counts until it is marked done); null when none is booked. Screens show "Booked" instead of overdue or due when it is set. */
            bookedVisit: string | null;
            /** @example /api/v1/files/0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10 */
            pictureUrl: string | null;
            createdAt: string;
            updatedAt: string;
        };
        AnimalType: {
            /** Format: uuid */
            id: string;
            nameEn: string;
            nameSv: string;
            /** @description In the request language (Accept-Language) */
            name: string;
            /** @example horse */
            slug: string;
        };
        AnimalBreed: {
            /** Format: uuid */
            id: string;
            nameEn: string;
            nameSv: string;
            /** @description In the request language (Accept-Language) */
            name: string;
            /** Format: uuid */
            animalTypeId: string;
        };
        Booking: {
            /** Format: uuid */
            id: string;
            /** @example B-2026-0042 */
            referenceNumber: string;
            /** @description ISO 8601 instant */
            startAt: string;
            endAt: string;
            /** @description Swedish date, YYYY-MM-DD */
            startDate: string;
            /** @description Swedish time, HH:MM */
            startTime: string;
            endDate: string;
            endTime: string;
            /** @enum {string} */
            status: "active" | "cancelled" | "completed" | "deleted";
            /**
             * @description The customer's answer to the reminder
             * @enum {string|null}
             */
            response: "confirmed" | "declined" | null;
            customer: {
                /** Format: uuid */
                id: string;
                firstName: string;
                lastName: string | null;
                /** @description E.164 */
                phone: string | null;
            } | null;
            animals: {
                /** Format: uuid */
                id: string;
                name: string;
                /** @example /api/v1/files/0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10 */
                pictureUrl: string | null;
                /** @description YYYY-MM-DD */
                latestVisit: string | null;
                /** @description YYYY-MM-DD */
                nextVisit: string | null;
            }[];
            address: string | null;
            postalNumber: string | null;
            city: string | null;
            /** Format: uuid */
            staffId: string | null;
            /** @description The person who comes */
            staffName: string | null;
            /** @description The person's calendar colour, #rrggbb (null without a person) */
            staffColor: string | null;
            notes: string | null;
            services: {
                /** Format: uuid */
                serviceId: string;
                service: string;
                quantity: number;
                /** @description Kronor per unit, excluding VAT */
                price: number;
                unit: number;
                vatPercent: number;
            }[];
            respondedAt: string | null;
            reminderSentAt: string | null;
            /** @description Raised on every change (iCalendar SEQUENCE) */
            sequence: number;
            createdAt: string;
            updatedAt: string;
        };
        BookingRow: {
            /** Format: uuid */
            id: string;
            /** @example B-2026-0042 */
            referenceNumber: string;
            /** @description ISO 8601 instant */
            startAt: string;
            endAt: string;
            /** @description Swedish date, YYYY-MM-DD */
            startDate: string;
            /** @description Swedish time, HH:MM */
            startTime: string;
            endDate: string;
            endTime: string;
            /** @enum {string} */
            status: "active" | "cancelled" | "completed" | "deleted";
            /**
             * @description The customer's answer to the reminder
             * @enum {string|null}
             */
            response: "confirmed" | "declined" | null;
            customer: {
                /** Format: uuid */
                id: string;
                firstName: string;
                lastName: string | null;
                /** @description E.164 */
                phone: string | null;
            } | null;
            animals: {
                /** Format: uuid */
                id: string;
                name: string;
                /** @example /api/v1/files/0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10 */
                pictureUrl: string | null;
                /** @description YYYY-MM-DD */
                latestVisit: string | null;
                /** @description YYYY-MM-DD */
                nextVisit: string | null;
            }[];
            address: string | null;
            postalNumber: string | null;
            city: string | null;
            /** Format: uuid */
            staffId: string | null;
            /** @description The person who comes */
            staffName: string | null;
            /** @description The person's calendar colour, #rrggbb (null without a person) */
            staffColor: string | null;
        };
        HistoryEvent: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            action: "created" | "updated" | "status_changed" | "deleted" | "shared" | "share_ended";
            /** @description ISO 8601 instant */
            at: string;
            user: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            fields: string[];
            from: string | null;
            to: string | null;
        };
        BookingPerson: {
            /** Format: uuid */
            id: string;
            name: string;
            title: string | null;
            /** @description Calendar colour, #rrggbb */
            color: string;
        };
        Journal: {
            /** Format: uuid */
            id: string;
            /** @example J-2026-0107 */
            referenceNumber: string;
            /** @enum {string} */
            status: "draft" | "signed";
            treatmentDate: string;
            animal: {
                /** Format: uuid */
                id: string;
                name: string;
                species: string | null;
                sex: string | null;
                /** @description YYYY-MM-DD */
                dateOfBirth: string | null;
                identity: string | null;
            };
            ownerName: string | null;
            createdBy: string | null;
            signedAt: string | null;
            sentAt: string | null;
            lockedAt: string | null;
            createdAt: string;
            updatedAt: string;
            treatmentTime: string | null;
            /** Format: uuid */
            bookingId: string | null;
            /** Format: uuid */
            customerId: string | null;
            owner: {
                name: string | null;
                address: string | null;
                phone: string | null;
                productionSiteNumber: string | null;
            };
            anamnesis: string | null;
            findings: string | null;
            findingsMotion: string | null;
            findingsPalpation: string | null;
            diagnosis: string | null;
            healthCondition: string | null;
            /** @description YYYY-MM-DD */
            lastTreatment: string | null;
            /** @description YYYY-MM-DD */
            nextTreatment: string | null;
            followUpNotes: string | null;
            aftercare: string | null;
            notes: string | null;
            referral: string | null;
            hoofFindings: {
                /** @enum {string} */
                hoof: "LF" | "RF" | "LH" | "RH";
                findings: string;
            }[];
            treatments: {
                /** Format: uuid */
                id: string;
                treatment: string;
                materials: string | null;
                notes: string | null;
                /** @enum {string|null} */
                hoof: "LF" | "RF" | "LH" | "RH" | null;
                photoCount: number;
                photos: {
                    /** Format: uuid */
                    id: string;
                    /** @description The image, for the owning account only */
                    url: string;
                    thumbnailUrl: string;
                }[];
                /** @description Added after signing by an amendment: it has no line of the signed journal to hold photos, so its photos go to the journal's general section */
                addedByAmendment: boolean;
            }[];
            pharmaceuticals: {
                /** Format: uuid */
                id: string;
                name: string;
                strength: string | null;
                dosage: string | null;
                length: string | null;
                withdrawalPeriod: string;
            }[];
            photoCount: number;
            /** @description The general section’s photos */
            photos: {
                /** Format: uuid */
                id: string;
                /** @description The image, for the owning account only */
                url: string;
                thumbnailUrl: string;
            }[];
            attachments: {
                /** Format: uuid */
                id: string;
                /** @description The image, for the owning account only */
                url: string;
                thumbnailUrl: string;
                name: string;
                mimeType: string;
            }[];
            author: {
                /** Format: uuid */
                id: string;
                name: string;
                title: string | null;
            } | null;
            signedBy: {
                /** Format: uuid */
                id: string;
                name: string;
                title: string | null;
            } | null;
            version: number;
            signatures: {
                version: number;
                at: string;
                signerName: string;
                signerTitle: string | null;
                /** @description SHA-256 of the canonical content of that version, hex */
                contentHash: string;
            }[];
            amendments: {
                version: number;
                at: string;
                author: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                    title: string | null;
                } | null;
                reason: string | null;
                changes: {
                    /** @description The input's name (findings, treatments, pharmaceuticals, …) */
                    field: string;
                    previous?: unknown;
                    next?: unknown;
                }[];
            }[];
            sendings: {
                /** @description Masked address */
                to: string;
                at: string;
            }[];
        };
        HoofHistoryEntry: {
            /** Format: uuid */
            journalId: string;
            referenceNumber: string;
            treatmentDate: string;
            /** @enum {string} */
            status: "draft" | "signed";
            findings: string | null;
            treatments: {
                /** Format: uuid */
                id: string;
                treatment: string;
                materials: string | null;
                notes: string | null;
            }[];
        };
        Invoice: {
            /** Format: uuid */
            id: string;
            invoiceNumber: string | null;
            /** @enum {string} */
            status: "draft" | "registered" | "sent" | "paid" | "cancelled" | "credited";
            customer: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            invoiceDate: string;
            dueDate: string;
            /** @description Kronor: what the customer pays, rounded to whole kronor */
            grandTotal: number;
            sentAt: string | null;
            paidAt: string | null;
            lockedAt: string | null;
            overdue: boolean;
            creditOf: {
                /** Format: uuid */
                id: string;
                invoiceNumber: string | null;
            } | null;
            createdAt: string;
            updatedAt: string;
            supplyDate: string;
            note: string | null;
            /** Format: uuid */
            bookingId: string | null;
            /** Format: uuid */
            journalId: string | null;
            lines: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: "service" | "product" | "mileage" | "other";
                name: string;
                /** Format: uuid */
                serviceId: string | null;
                /** Format: uuid */
                productId: string | null;
                quantity: number;
                unit: 1 | 2;
                /** @description Kronor: per unit, excluding VAT */
                pricePerUnit: number;
                /** @description Percent */
                discount: number;
                /** @description VAT percent */
                vat: number;
                /** @description Kronor: the line net, excluding VAT */
                price: number;
                /** @description Kronor: the line's VAT as shown; totals use VAT per rate */
                vatAmount: number;
            }[];
            mileageKm: number | null;
            /** @description Kronor: per km */
            mileageRate: number | null;
            /** @description Kronor: sum of the line nets */
            netTotal: number;
            vatByRate: {
                vat: number;
                net: number;
                vatAmount: number;
            }[];
            /** @description Kronor: sum of VAT per rate */
            vatTotal: number;
            /** @description Kronor: öresavrundning to whole kronor, its own row */
            rounding: number;
            seller: {
                name: string;
                address: string | null;
                postalCode: string | null;
                city: string | null;
                organizationNumber: string | null;
                vatNumber: string | null;
                /** @description Prints "Godkänd för F-skatt" */
                fTax: boolean;
                email: string | null;
                phone: string | null;
            };
            buyer: {
                name: string;
                address: string | null;
                postalCode: string | null;
                city: string | null;
                organizationNumber: string | null;
                vatNumber: string | null;
                /** @enum {string} */
                language: "sv" | "en";
            };
            payment: {
                bankgiro: string | null;
                plusgiro: string | null;
                bankAccount: string | null;
                swishNumber: string | null;
                ocrReference: string | null;
            };
            accounting: {
                /** @enum {string} */
                state: "notConnected" | "pending" | "synced" | "failed";
                documentNumber: string | null;
                /** @description Why the last sync failed, as recorded for support: not translated (Fortnox’s own message, or what failed on the way). Show `reason.message`. */
                error: string | null;
                /** @description Why the last sync failed, for people: null unless the state is failed */
                reason: {
                    /** @enum {string} */
                    code: "refused" | "unreachable" | "unexpectedAnswer" | "reconnect" | "notConnected" | "notConfigured" | "originalNotInFortnox" | "numberTaken" | "unknown";
                    /** @description In the request language (Accept-Language); Fortnox’s own words quoted as they are */
                    message: string;
                    /** @description Fortnox’s message as Fortnox wrote it (not translated), when it gave one */
                    fortnoxMessage: string | null;
                } | null;
                bookkept: boolean;
            };
            credits: {
                /** Format: uuid */
                id: string;
                invoiceNumber: string | null;
            }[];
        };
        InvoiceDraft: {
            input: {
                /** Format: uuid */
                customerId?: string;
                invoiceDate: string;
                dueDate: string;
                supplyDate: string;
                note?: string;
                /** Format: uuid */
                bookingId?: string;
                /** Format: uuid */
                journalId?: string;
                lines: {
                    /** @enum {string} */
                    kind: "service" | "product" | "mileage" | "other";
                    name: string;
                    /** Format: uuid */
                    serviceId?: string;
                    /** Format: uuid */
                    productId?: string;
                    quantity: number;
                    /** @description Kronor per unit, excluding VAT */
                    pricePerUnit: number;
                    discount: number;
                    vat: number;
                    unit: 1 | 2;
                }[];
            };
            customer: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
        };
        InvoiceRow: {
            /** Format: uuid */
            id: string;
            invoiceNumber: string | null;
            /** @enum {string} */
            status: "draft" | "registered" | "sent" | "paid" | "cancelled" | "credited";
            customer: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            invoiceDate: string;
            dueDate: string;
            /** @description Kronor: what the customer pays, rounded to whole kronor */
            grandTotal: number;
            sentAt: string | null;
            paidAt: string | null;
            lockedAt: string | null;
            overdue: boolean;
            creditOf: {
                /** Format: uuid */
                id: string;
                invoiceNumber: string | null;
            } | null;
            createdAt: string;
            updatedAt: string;
        };
        PaymentMethods: {
            /** Format: uuid */
            ferrierId: string;
            /** @example 50501055 */
            bankgiro: string | null;
            /** @example 9020033 */
            plusgiro: string | null;
            /** @example 83279 */
            bankClearing: string | null;
            /** @example 1234567897 */
            bankAccount: string | null;
            /** @example Swedbank */
            bankName: string | null;
            /** @example 1234567890 */
            swishNumber: string | null;
            updatedAt: string | null;
        };
        DueAnimal: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description Add ?size=thumb for the thumbnail
             * @example /api/v1/files/0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10
             */
            pictureUrl: string | null;
            /** @description YYYY-MM-DD; never null here */
            nextVisit: string;
            /** @description Next visit is before today (Europe/Stockholm) */
            overdue: boolean;
            owner: {
                /** Format: uuid */
                id: string;
                firstName: string;
                lastName: string | null;
                /** @description E.164 */
                phone: string | null;
            } | null;
            stable: string | null;
            address: string | null;
            postalCode: string | null;
            city: string | null;
        };
        FeedToken: {
            /**
             * @description The subscription URL: the app’s address, /api/v1/icalendar/feed/, the token and .ics
             * @example https://app.hovbook.se/api/v1/icalendar/feed/Vq3n0o0pY3C2dQm8Lr5vWcF1xXkq2b9hT7sJ4uE6aZg.ics
             */
            url: string;
            /** @description When this address was made (ISO 8601) */
            createdAt: string;
            /** @description When a calendar last fetched the feed (to the hour); null until one has */
            lastUsedAt: string | null;
        };
        BookingResponse: {
            company: {
                name: string;
                /** @description E.164 */
                phone: string | null;
            };
            /** @description ISO 8601 instant */
            startAt: string;
            endAt: string;
            /** @description Swedish date, YYYY-MM-DD */
            startDate: string;
            /** @description Swedish time, HH:MM */
            startTime: string;
            endDate: string;
            endTime: string;
            address: string | null;
            postalNumber: string | null;
            city: string | null;
            /** @description The horses' names */
            animals: string[];
            /** @enum {string|null} */
            response: "confirmed" | "declined" | null;
            respondedAt: string | null;
        };
        ShareCreated: {
            /** Format: uuid */
            id: string;
            /** @example Vq3n0o0pY3C2dQm8Lr5vWcF1xXkq2b9hT7sJ4uE6aZg */
            code: string;
            /** @description The page that shows the journal(s): APP_URL/{locale}/shared/{code} */
            url: string;
            expiresAt: string;
        };
        ShareCode: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            target: "journal" | "animal";
            /** Format: uuid */
            journalId: string | null;
            /** Format: uuid */
            animalId: string | null;
            /** @description The link again; null for a code made before codes were sealed */
            url: string | null;
            showKeeperContact: boolean;
            expiresAt: string | null;
            viewCount: number;
            lastViewedAt: string | null;
            createdAt: string;
        };
        ShareStats: {
            viewCount: number;
            lastViewedAt: string | null;
            codes: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                target: "journal" | "animal";
                /** Format: uuid */
                journalId: string | null;
                /** Format: uuid */
                animalId: string | null;
                showKeeperContact: boolean;
                expiresAt: string | null;
                viewCount: number;
                lastViewedAt: string | null;
                createdAt: string;
                revokedAt: string | null;
                active: boolean;
            }[];
        };
        SharedView: {
            /** @enum {string} */
            target: "journal" | "animal";
            company: {
                name: string;
                /** @description E.164 */
                phone: string | null;
            };
            animalName: string;
            expiresAt: string | null;
            journals: {
                /** Format: uuid */
                id: string;
                /** @example J-2026-0107 */
                referenceNumber: string;
                /** @enum {string} */
                status: "draft" | "signed";
                treatmentDate: string;
                treatmentTime: string | null;
                anamnesis: string | null;
                findings: string | null;
                findingsMotion: string | null;
                findingsPalpation: string | null;
                diagnosis: string | null;
                healthCondition: string | null;
                /** @description YYYY-MM-DD */
                lastTreatment: string | null;
                /** @description YYYY-MM-DD */
                nextTreatment: string | null;
                followUpNotes: string | null;
                aftercare: string | null;
                notes: string | null;
                referral: string | null;
                hoofFindings: {
                    /** @enum {string} */
                    hoof: "LF" | "RF" | "LH" | "RH";
                    findings: string;
                }[];
                photoCount: number;
                signedAt: string | null;
                version: number;
                updatedAt: string;
                animal: {
                    name: string;
                    species: string | null;
                    sex: string | null;
                    /** @description YYYY-MM-DD */
                    dateOfBirth: string | null;
                    identity: string | null;
                };
                owner: {
                    name: string | null;
                    /** @description Null unless the link shows the keeper’s contact */
                    address: string | null;
                    /** @description Null unless the link shows the keeper’s contact */
                    phone: string | null;
                    productionSiteNumber: string | null;
                };
                treatments: {
                    treatment: string;
                    materials: string | null;
                    notes: string | null;
                    /** @enum {string|null} */
                    hoof: "LF" | "RF" | "LH" | "RH" | null;
                    photoCount: number;
                }[];
                pharmaceuticals: {
                    name: string;
                    strength: string | null;
                    dosage: string | null;
                    length: string | null;
                    withdrawalPeriod: string;
                }[];
                author: {
                    name: string;
                    title: string | null;
                } | null;
                signedBy: {
                    name: string;
                    title: string | null;
                } | null;
                amendments: {
                    version: number;
                    at: string;
                    author: {
                        name: string;
                        title: string | null;
                    } | null;
                    reason: string | null;
                    changes: {
                        /** @description The input's name (findings, treatments, pharmaceuticals, …) */
                        field: string;
                        previous?: unknown;
                        next?: unknown;
                    }[];
                }[];
            }[];
        };
        JournalMedia: {
            /** Format: uuid */
            journalId: string;
            locked: boolean;
            /** @description The general section’s photos */
            photoCount: number;
            /** @description The general section’s photos, in upload order */
            photos: {
                /** Format: uuid */
                id: string;
                /** @description The image, for the owning account only */
                url: string;
                thumbnailUrl: string;
            }[];
            treatments: {
                /** Format: uuid */
                id: string;
                photoCount: number;
                photos: {
                    /** Format: uuid */
                    id: string;
                    /** @description The image, for the owning account only */
                    url: string;
                    thumbnailUrl: string;
                }[];
            }[];
            /** @description X-rays, referrals, lab results: not counted as photos */
            attachments: {
                /** Format: uuid */
                id: string;
                /** @description The image, for the owning account only */
                url: string;
                thumbnailUrl: string;
                name: string;
                mimeType: string;
            }[];
            /** @description The photos and attachments added after signing, each by an amendment (journal_amendments: photos, attachments); the others are part of the journal as signed */
            addedAfterSigning: {
                /**
                 * Format: uuid
                 * @description The photo’s or attachment’s id
                 */
                id: string;
                version: number;
                at: string;
                /** @description The author’s name; null for a user since removed */
                by: string | null;
                reason: string | null;
            }[];
        };
        JournalTemplate: {
            /** Format: uuid */
            id: string;
            name: string;
            fields: components["schemas"]["JournalTemplateFields"];
            isFavorite: boolean;
            usageCount: number;
            lastUsedAt: string | null;
            /**
             * Format: uuid
             * @description The journal it was made from, if any
             */
            sourceJournalId: string | null;
            createdAt: string;
            updatedAt: string;
        };
        JournalTemplateFields: {
            anamnesis?: string;
            findings?: string;
            findingsMotion?: string;
            findingsPalpation?: string;
            diagnosis?: string;
            healthCondition?: string;
            followUpNotes?: string;
            aftercare?: string;
            notes?: string;
            referral?: string;
            hoofFindings?: {
                /** @enum {string} */
                hoof: "LF" | "RF" | "LH" | "RH";
                findings: string;
            }[];
            treatments?: {
                treatment: string;
                materials?: string;
                notes?: string;
                /** @enum {string} */
                hoof?: "LF" | "RF" | "LH" | "RH";
            }[];
            pharmaceuticals?: {
                name: string;
                strength?: string;
                dosage?: string;
                length?: string;
                withdrawalPeriod: string;
            }[];
        };
        AccountingConnection: {
            /** @enum {string|null} */
            provider: "fortnox" | null;
            connected: boolean;
            connectedAt: string | null;
            available: boolean;
            providers: ({
                /** @enum {string} */
                id: "fortnox";
                /** @enum {string} */
                status: "live" | "notConfigured";
            } | {
                /** @enum {string} */
                id: "visma";
                /** @enum {string} */
                status: "coming";
            })[];
        };
        UnpaidCheck: {
            connected: boolean;
            checked: number;
            paid: number;
            unpaid: number;
            overdue: number;
            failed: number;
        };
        StaffMember: {
            /**
             * Format: uuid
             * @description The member's user id (bookings' staffId)
             */
            id: string;
            /** @enum {string} */
            role: "owner" | "staff";
            firstName: string;
            lastName: string;
            email: string;
            phone: string | null;
            title: string | null;
            color: string;
            mayInvoice: boolean;
            /** @enum {string} */
            status: "active" | "inactive";
            /** @enum {string} */
            invitation: "pending" | "expired" | "accepted";
            invitationExpiresAt: string | null;
            acceptedAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        Notification: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "booking_confirmed" | "booking_declined" | "reminder_sent" | "reminder_failed" | "low_stock" | "journal_viewed" | "invoice_paid" | "invoice_overdue" | "trial_ending" | "payment_failed";
            /** @description Ids and values the text is made from (bookingId, productId, invoiceNumber, …), per kind */
            payload: {
                [key: string]: string | number | boolean | null;
            };
            readAt: string | null;
            createdAt: string;
        };
        Subscription: {
            /**
             * @description What the account has now: the trial (every feature) until trialEndsAt, then the paying subscription’s plan, else none: the account is read-only until a plan is chosen
             * @enum {string}
             */
            plan: "trial" | "base" | "pro" | "none";
            /**
             * @description The plan subscribed to, if any
             * @enum {string|null}
             */
            subscribedPlan: "base" | "pro" | null;
            /**
             * @description The subscription’s status; null: none
             * @enum {string|null}
             */
            status: "active" | "trialing" | "past_due" | "canceled" | "unpaid" | "incomplete" | "incomplete_expired" | "paused" | "unknown" | null;
            /** @enum {string|null} */
            interval: "month" | "year" | null;
            /** @description Kronor per interval, excluding VAT */
            price: number | null;
            /** @description When the trial ends (or ended); null: never started */
            trialEndsAt: string | null;
            /** @description Whole days left of the trial, rounded up; 0 once over */
            trialDaysLeft: number;
            /** @description Renewal date (Stockholm calendar date) */
            currentPeriodEnd: string | null;
            /** @description Cancelled: the plan runs to currentPeriodEnd and does not renew */
            cancelAtPeriodEnd: boolean;
            /** @description false: plans cannot be bought in the app yet */
            billingEnabled: boolean;
            /** @description Stripe’s pricing table to show, when its publishable key is configured (id null: the table’s id is missing); else our own plan cards */
            pricingTable: {
                id: string | null;
                publishableKey: string;
            } | null;
            /** @description The subscription ended with none paid since: the last day the account’s data is kept (Stockholm date), after which it is deleted (journals the law keeps excepted); null otherwise */
            dataKeptUntil: string | null;
        };
        BillingRedirect: {
            url: string;
        };
        CheckoutStatus: {
            /**
             * @description Stripe’s: open means not paid yet
             * @enum {string}
             */
            status: "open" | "complete" | "expired";
            /** @description The payment went through and the subscription exists */
            paid: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
