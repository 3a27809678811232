// Generated from openapi/openapi.json by `npm run openapi`. Do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is alive */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
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
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database and the document store answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
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
    "/v1/Candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List candidates */
        get: {
            parameters: {
                query?: {
                    limit?: string;
                    after?: string;
                    /** @description Part of the name or email, any case. */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            FirstName: string;
                            LastName: string;
                            Email: string | null;
                            Phone: string | null;
                            /** @description Id of the latest document, for GET /v1/document/{id}. */
                            Document: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            UpdatedDate: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a candidate */
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
                        FirstName: string;
                        LastName: string;
                        /** Format: email */
                        Email?: string | null;
                        Phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            FirstName: string;
                            LastName: string;
                            Email: string | null;
                            Phone: string | null;
                            /** @description Id of the latest document, for GET /v1/document/{id}. */
                            Document: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            UpdatedDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
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
    "/v1/Candidates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a candidate (its Document field gives the latest document id) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            FirstName: string;
                            LastName: string;
                            Email: string | null;
                            Phone: string | null;
                            /** @description Id of the latest document, for GET /v1/document/{id}. */
                            Document: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            UpdatedDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /** Replace a candidate */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        FirstName: string;
                        LastName: string;
                        /** Format: email */
                        Email?: string | null;
                        Phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            FirstName: string;
                            LastName: string;
                            Email: string | null;
                            Phone: string | null;
                            /** @description Id of the latest document, for GET /v1/document/{id}. */
                            Document: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            UpdatedDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        /** Erase a candidate with its notes, flags and documents */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Candidates/{candidateId}/Document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document; it becomes the candidate's latest
         * @description Either multipart/form-data with a part named `file`, or the file itself as the body with its name in `Content-Disposition: attachment; filename="cv.pdf"`. PDF, DOC or DOCX, decided from the content; at most 26214400 bytes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    candidateId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The document (PDF, DOC or DOCX).
                         */
                        file: string;
                    };
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/octet-stream": string;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Opaque document id (URL-safe characters, at most 128), as found in a candidate's Document field. */
                            Id: string;
                            CandidateId: number;
                            /** @description The uploaded name, made safe, with the extension of the detected type. */
                            FileName: string;
                            ContentType: "application/pdf" | "application/msword" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
                            /** @description Bytes. */
                            Size: number;
                            /** @description SHA-256 of the bytes, hex; also the download ETag. */
                            Sha256: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
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
    "/v1/document/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a candidate document
         * @description The stored bytes, exactly. Needs documents:read and candidates:read. Supports HEAD, If-None-Match / If-Modified-Since (304) and a single byte Range (206; 416 when unsatisfiable).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Opaque document id (URL-safe characters, at most 128), as found in a candidate's Document field. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "application/msword": string;
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    };
                };
                /** @description The requested byte range of the document. */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "application/msword": string;
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    };
                };
                /** @description The client's copy is current. */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a document and its bytes
         * @description If it was the candidate's latest, the candidate's Document falls back to the previous remaining document, or null.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Opaque document id (URL-safe characters, at most 128), as found in a candidate's Document field. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        /**
         * Download a candidate document
         * @description The stored bytes, exactly. Needs documents:read and candidates:read. Supports HEAD, If-None-Match / If-Modified-Since (304) and a single byte Range (206; 416 when unsatisfiable).
         */
        head: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Opaque document id (URL-safe characters, at most 128), as found in a candidate's Document field. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "application/msword": string;
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    };
                };
                /** @description The requested byte range of the document. */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "application/msword": string;
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    };
                };
                /** @description The client's copy is current. */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        patch?: never;
        trace?: never;
    };
    "/v1/Candidates/{candidateId}/Documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a candidate's documents (metadata)
         * @description Oldest first. Paging: `limit`, and `after` set to the Id of the last document seen.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Items per page, 1..1000 (default 100). */
                    limit?: string;
                    /** @description Return only documents uploaded after this one (its Id). */
                    after?: string;
                };
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    candidateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Opaque document id (URL-safe characters, at most 128), as found in a candidate's Document field. */
                            Id: string;
                            CandidateId: number;
                            /** @description The uploaded name, made safe, with the extension of the detected type. */
                            FileName: string;
                            ContentType: "application/pdf" | "application/msword" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
                            /** @description Bytes. */
                            Size: number;
                            /** @description SHA-256 of the bytes, hex; also the download ETag. */
                            Sha256: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
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
    "/v1/Candidates/{candidateId}/Notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a candidate's notes
         * @description Oldest first. Private notes appear only to their author; hiring managers see only notes sent to the hiring team.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Items per page, 1..1000 (default 100). */
                    limit?: string;
                    /** @description Return only items whose Id is greater. */
                    after?: string;
                };
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    candidateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            SendToHiringTeam: boolean;
                            Note: string;
                            Private: boolean;
                            CreatedById: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            UpdatedDate: string;
                            VacancyId: number | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Write a note on a candidate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    candidateId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Note: string;
                        /** @default false */
                        Private?: boolean;
                        /** @default false */
                        SendToHiringTeam?: boolean;
                        VacancyId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            SendToHiringTeam: boolean;
                            Note: string;
                            Private: boolean;
                            CreatedById: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            UpdatedDate: string;
                            VacancyId: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
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
    "/v1/Candidates/{candidateId}/Notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a note (author only)
         * @description Fields left out keep their value.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    candidateId: string;
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    noteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Note: string;
                        Private?: boolean;
                        SendToHiringTeam?: boolean;
                        VacancyId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            SendToHiringTeam: boolean;
                            Note: string;
                            Private: boolean;
                            CreatedById: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            UpdatedDate: string;
                            VacancyId: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a note (author or admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    candidateId: string;
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    noteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Candidates/{candidateId}/QualityFlags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a candidate's quality flags */
        get: {
            parameters: {
                query?: {
                    /** @description Items per page, 1..1000 (default 100). */
                    limit?: string;
                    /** @description Return only items whose Id is greater. */
                    after?: string;
                };
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    candidateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            /** @description 1 = Favorite, 2 = Undesirable */
                            FlagType: number;
                            Note: string;
                            CreatedById: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Flag a candidate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    candidateId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description 1 = Favorite, 2 = Undesirable
                         * @enum {integer}
                         */
                        FlagType: 1 | 2;
                        Note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            /** @description 1 = Favorite, 2 = Undesirable */
                            FlagType: number;
                            Note: string;
                            CreatedById: number;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
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
    "/v1/Candidates/{candidateId}/QualityFlags/{flagId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a quality flag */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    candidateId: string;
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    flagId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Vacancies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vacancies */
        get: {
            parameters: {
                query?: {
                    /** @description Items per page, 1..1000 (default 100). */
                    limit?: string;
                    /** @description Return only items whose Id is greater. */
                    after?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            Title: string;
                            /** @enum {string} */
                            Status: "open" | "on_hold" | "closed";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Open a vacancy */
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
                        Title: string;
                        /**
                         * @default open
                         * @enum {string}
                         */
                        Status?: "open" | "on_hold" | "closed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            Title: string;
                            /** @enum {string} */
                            Status: "open" | "on_hold" | "closed";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
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
    "/v1/Vacancies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a vacancy */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            Title: string;
                            /** @enum {string} */
                            Status: "open" | "on_hold" | "closed";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
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
    "/v1/Members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List members */
        get: {
            parameters: {
                query?: {
                    /** @description Items per page, 1..1000 (default 100). */
                    limit?: string;
                    /** @description Return only items whose Id is greater. */
                    after?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            Name: string;
                            Email: string;
                            /** @enum {string} */
                            Role: "admin" | "recruiter" | "hiring_manager";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a member */
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
                        Name: string;
                        /** Format: email */
                        Email: string;
                        /** @enum {string} */
                        Role: "admin" | "recruiter" | "hiring_manager";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            Name: string;
                            Email: string;
                            /** @enum {string} */
                            Role: "admin" | "recruiter" | "hiring_manager";
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
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
    "/v1/Members/{memberId}/Tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a member's tokens (never their secrets) */
        get: {
            parameters: {
                query?: {
                    /** @description Items per page, 1..1000 (default 100). */
                    limit?: string;
                    /** @description Return only items whose Id is greater. */
                    after?: string;
                };
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            /** @description The first characters of the secret, to recognise it. */
                            Start: string;
                            Scopes: ("candidates:read" | "candidates:write" | "documents:read" | "documents:write" | "notes:read" | "notes:write" | "flags:read" | "flags:write" | "admin")[];
                            /** @description The member who issued the token. Null when no member did: issued from the command line (`ats token create` without `--by`), the bootstrap admin token of the first start, or a token issued before issuers were recorded. */
                            CreatedById: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            ExpiresDate: string | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            RevokedDate: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Issue a token to a member
         * @description The answer is the only time the secret is shown. `CreatedById` records the caller. Without `ExpiresDate` the token expires after ATS_TOKEN_TTL_DAYS (default 90 days); `ExpiresDate: null` asks for one that never expires.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Scopes: ("candidates:read" | "candidates:write" | "documents:read" | "documents:write" | "notes:read" | "notes:write" | "flags:read" | "flags:write" | "admin")[];
                        /**
                         * Format: date-time
                         * @description When the token stops working, in the future. Omitted: after ATS_TOKEN_TTL_DAYS (default 90 days); null: never.
                         */
                        ExpiresDate?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            Id: number;
                            /** @description The secret. Shown once; store it now. */
                            Token: string;
                            Scopes: ("candidates:read" | "candidates:write" | "documents:read" | "documents:write" | "notes:read" | "notes:write" | "flags:read" | "flags:write" | "admin")[];
                            /** @description The member who issued the token. Null when no member did: issued from the command line (`ats token create` without `--by`), the bootstrap admin token of the first start, or a token issued before issuers were recorded. */
                            CreatedById: number | null;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            CreatedDate: string;
                            /**
                             * Format: date-time
                             * @example 2026-11-22T09:30:00.000Z
                             */
                            ExpiresDate: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
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
    "/v1/Tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a token, at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A positive decimal integer, 1 to 9007199254740991. */
                    tokenId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Problem details */
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            /** @description Stable snake_case machine code. */
            code: string;
            /** @description The request field at fault, for validation errors. */
            field?: string;
            requestId?: string;
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
