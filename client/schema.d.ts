// Generated from openapi/openapi.json by `npm run openapi`. Do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process is alive
         * @description Answers as long as the process runs; it asks nothing of the stores (see /readyz).
         */
        get: operations["getHealth"];
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
        /**
         * The database and the document store answer
         * @description For a load balancer: 503 while the database or the document store does not answer.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description Request counts and durations per route and status, document bytes in and out, and the process's own metrics.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description OpenAPI 3.1, generated from the schemas that validate requests and serialize answers. An interactive reference is at /docs.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the console, the API and its reference are
         * @description A client that does not ask for HTML (curl) gets this index; a browser (`Accept: text/html`) gets the console. No token needed.
         */
        get: operations["getServiceIndex"];
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
        /**
         * List candidates
         * @description Oldest first; `q` keeps those whose name or email holds it, `Ids` those named. Paged by `limit` and `after`.
         */
        get: operations["listCandidates"];
        put?: never;
        /**
         * Create a candidate
         * @description Answers the new candidate, with its URL in `Location`.
         */
        post: operations["createCandidate"];
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
        /**
         * Read a candidate (its Document field gives the latest document id)
         * @description Its `Document` field is the id of its latest document, for `GET /v1/document/{id}`, or null.
         */
        get: operations["getCandidate"];
        /**
         * Replace a candidate
         * @description Every field of the body replaces the stored one; `Email` and `Phone` left out become null.
         */
        put: operations["replaceCandidate"];
        post?: never;
        /**
         * Erase a candidate with its notes, flags and documents
         * @description Right to erasure: the candidate, its notes, flags, documents and their bytes.
         */
        delete: operations["deleteCandidate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Candidates/{id}/Export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export everything held about a candidate (ZIP)
         * @description For a data subject’s request: the candidate’s record, every note (other members’ private ones included), quality flags, documents with their files and text, applications with their history, submissions, interviews and every scorecard (drafts included), consents, the emails sent to the candidate and, apart, those sent to members about it (`EmailsToMembers`), events and audit rows, read at one moment. Admins only; recorded in the audit log as `export`. The archive is streamed; a failure once it has started closes the connection before the archive is complete. `HEAD` answers whether the candidate exists, and records nothing.
         */
        get: operations["exportCandidate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Candidates/{id}/Anonymize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anonymize a candidate, keeping its applications for statistics
         * @description One change: the name becomes `Anonymized Candidate`; `Email`, `Phone` and `Document` become null; documents (with their bytes and text), notes, emails, consents and submissions are deleted; flags keep their `FlagType` with an empty `Note`; interviews lose their `Location` and scorecards their `Notes`; applications with their history, interviews and ratings stay. Earlier events keep ids only. Answers the anonymized record; anonymizing again answers the same.
         */
        post: operations["anonymizeCandidate"];
        delete?: never;
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
        post: operations["uploadCandidateDocument"];
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
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a document and its bytes
         * @description If it was the candidate's latest, the candidate's Document falls back to the previous remaining document, or null.
         */
        delete: operations["deleteDocument"];
        options?: never;
        /**
         * Download a candidate document
         * @description The stored bytes, exactly. Needs documents:read and candidates:read. Supports HEAD, If-None-Match / If-Modified-Since (304) and a single byte Range (206; 416 when unsatisfiable).
         */
        head: operations["headDocument"];
        patch?: never;
        trace?: never;
    };
    "/v1/document/{id}/Text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document's text, as read for search
         * @description The text read from the PDF, DOCX or DOC after its upload (normalized: Unicode NFC, whitespace collapsed), as `text/plain`. 409 `text_not_ready` while it is being read (usually a few seconds after the upload), 422 `text_unavailable` when no text could be read (encrypted, damaged, or past the limits of time and size). Access as for the bytes.
         */
        get: operations["getDocumentText"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
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
        get: operations["listCandidateDocuments"];
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
        get: operations["listCandidateNotes"];
        put?: never;
        /**
         * Write a note on a candidate
         * @description `CreatedById` is the member the token belongs to. A `VacancyId` that names no vacancy is refused (400).
         */
        post: operations["createCandidateNote"];
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
        put: operations["updateCandidateNote"];
        post?: never;
        /**
         * Delete a note (author or admin)
         * @description Its author or an admin may delete it.
         */
        delete: operations["deleteCandidateNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search candidates by name, email, document text and notes
         * @description Every word must match the candidate, each in its name, email, a document's text (with `documents:read`) or a note the caller may read (with `notes:read`). Best first, at most 1,000 candidates in all, paged by `limit` and the `cursor` of the `Link` header; a page keeps the order of the first.
         */
        get: operations["searchCandidates"];
        put?: never;
        post?: never;
        delete?: never;
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
        /**
         * List a candidate's quality flags
         * @description Oldest first. A candidate that does not exist is a 400 (`candidate_not_found`): this operation never answers 404.
         */
        get: operations["listCandidateQualityFlags"];
        put?: never;
        /**
         * Flag a candidate
         * @description `FlagType` 1 (Favorite) or 2 (Undesirable); `CreatedById` is the member the token belongs to.
         */
        post: operations["createCandidateQualityFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/QualityFlags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the quality flags of several candidates
         * @description The flags of the candidates named in `CandidateIds` (up to 100), oldest first, each with its `CandidateId`. A candidate that does not exist, or that the caller may not see, has none. Paged by `limit` and `after`.
         */
        get: operations["listQualityFlags"];
        put?: never;
        post?: never;
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
        /**
         * Remove a quality flag
         * @description A flag or candidate that does not exist is a 400: this operation never answers 404.
         */
        delete: operations["deleteCandidateQualityFlag"];
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
        /**
         * List vacancies
         * @description Oldest first. Paged by `limit` and `after`. `HiringTeamMemberId` keeps those whose hiring team includes that member (the console lists a hiring manager its own vacancies first).
         */
        get: operations["listVacancies"];
        put?: never;
        /**
         * Open a vacancy
         * @description `Status` is `open` unless given. The vacancy starts with the stages `Applied`, `Screening`, `Interview` and `Offer`, and an empty hiring team. Publishing it (`Published: true`) needs a `Location` and a `Description` that are not blank: without either, 400 `validation_failed` naming it.
         */
        post: operations["createVacancy"];
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
        /**
         * Read a vacancy
         * @description A vacancy that does not exist is a 404 (`vacancy_not_found`).
         */
        get: operations["getVacancy"];
        /**
         * Change a vacancy
         * @description Changes the fields named (at least one); `UpdatedDate` moves. Only a `closed` vacancy refuses new applications. A vacancy published, or staying published while its `Location` or `Description` changes, must keep both not blank: otherwise 400 `validation_failed` naming the one at fault, and nothing changes.
         */
        put: operations["updateVacancy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Vacancies/{id}/Stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a vacancy's stages
         * @description In `Position` order, paged by it: `after` names a `Position`. Every role reads them.
         */
        get: operations["listVacancyStages"];
        put?: never;
        /**
         * Insert a stage
         * @description At `Position` (1..n+1; the end by default); the stages from there on move down one. A name the vacancy has already, ignoring case: 409 `stage_exists`.
         */
        post: operations["addVacancyStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Vacancies/{id}/Stages/{stageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename or move a stage
         * @description Changes the fields named: `Name`, and `Position` (1..n; the stages in between shift by one).
         */
        put: operations["updateVacancyStage"];
        post?: never;
        /**
         * Remove a stage
         * @description Refused while any application is in it (409 `stage_in_use`) and for the last stage (409 `stage_required`).
         */
        delete: operations["deleteVacancyStage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Vacancies/{id}/HiringTeam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a vacancy's hiring team
         * @description Members in `MemberId` order, paged by it (`after` names a `MemberId`); empty for a new vacancy.
         */
        get: operations["getHiringTeam"];
        /**
         * Replace a vacancy's hiring team
         * @description The hiring managers on it see the vacancy's candidates (through their applications), from the next request on.
         */
        put: operations["replaceHiringTeam"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}/Interviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application's interviews
         * @description Oldest first, cancelled ones included.
         */
        get: operations["listApplicationInterviews"];
        put?: never;
        /**
         * Schedule an interview of an application
         * @description In the application's current stage; only for an `active` application (else 409 `application_closed`). `EndDate` after `StartDate` and at most 24 hours later (400 naming `EndDate`).
         */
        post: operations["scheduleInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Interviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an interview
         * @description One the caller may not see answers 404 `interview_not_found`, like one that does not exist.
         */
        get: operations["getInterview"];
        /**
         * Change an interview
         * @description Changes the fields named among `StartDate`, `EndDate`, `InterviewerIds` and `Location`; every change raises the calendar `SEQUENCE`. A cancelled interview: 409 `interview_cancelled`.
         */
        put: operations["updateInterview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Interviews/{id}/Cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an interview
         * @description A cancelled one: 409 `interview_cancelled`. Its scorecards stay.
         */
        post: operations["cancelInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Interviews/{id}/Calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An interview's calendar (iCalendar)
         * @description RFC 5545, one VEVENT: `METHOD:REQUEST` while scheduled, `METHOD:CANCEL` once cancelled; the `UID` is the interview’s for its whole life, `SEQUENCE` is raised by every change, times in UTC, `ORGANIZER` the service’s mail address, an `ATTENDEE` for the candidate (when it has an email) and each interviewer.
         */
        get: operations["getInterviewCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Members/{memberId}/Interviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The interviews a member sits on
         * @description As an interviewer, cancelled ones included, starting at or after `From` (default: now; one in the past lists past interviews too) and before `To` (default: no end), in `StartDate` order (then `Id`), each with `ScorecardStatus`: where that member’s own scorecard for it stands. A member reads its own, an admin anyone’s; anyone else 403 `insufficient_scope`. A hiring manager’s are those of its vacancies; an interviewer’s, those of the applications it sees (a cancelled interview alone shows nothing).
         */
        get: operations["listMemberInterviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Vacancies/{id}/ScorecardAttributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a vacancy's scorecards rate
         * @description A new vacancy starts with `Technical skills`, `Communication`, `Problem solving`, `Team fit`.
         */
        get: operations["getScorecardAttributes"];
        /**
         * Replace a vacancy's scorecard attributes
         * @description 1..20 names; two alike ignoring case: 400 naming `Attributes`. Scorecards written already stay as they are.
         */
        put: operations["replaceScorecardAttributes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Interviews/{id}/Scorecard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Write your own scorecard for an interview
         * @description The whole scorecard, a draft until `Submit: true` (which needs a `Recommendation`); once submitted it stays so and keeps its first `SubmittedDate`. Only the interview's current interviewers (else 403 `insufficient_scope`); a cancelled interview: 409 `interview_cancelled`. 200 on every write, the first included.
         */
        put: operations["writeScorecard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}/Scorecards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application's scorecards
         * @description The submitted ones and the caller's own drafts, oldest first. A caller that sits on a scheduled interview of the application and has not submitted its scorecard for it sees only its own.
         */
        get: operations["listApplicationScorecards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Candidates/{candidateId}/Applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a candidate's applications
         * @description Oldest first; a hiring manager sees only those to vacancies whose hiring team it sits on.
         */
        get: operations["listCandidateApplications"];
        put?: never;
        /**
         * Put a candidate on a vacancy
         * @description In the vacancy's first stage unless `StageId` names another. 409 `application_exists`, `vacancy_closed`.
         */
        post: operations["createApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Vacancies/{id}/Applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a vacancy's applications (the pipeline board)
         * @description Optionally of one stage (`StageId`, of this vacancy) or status.
         */
        get: operations["listVacancyApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Vacancies/{id}/Board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pipeline board's cards
         * @description The applications `GET /v1/Vacancies/{id}/Applications` answers (the same filters, paging and rules), each with its next interview and its scorecards submitted of those expected so far: one read for a page of cards. Not a kept answer: it changes with the time of day.
         */
        get: operations["listBoardCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an application
         * @description One the caller may not see answers 404 `application_not_found`, like one that does not exist.
         */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}/History": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application's history
         * @description Every change, oldest first, its creation included.
         */
        get: operations["getApplicationHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}/Move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an application to another stage
         * @description With `ExpectedStageId`, only if it is still in that stage: else 409 `stage_conflict` and nothing changes.
         */
        post: operations["moveApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}/Reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an application
         * @description Only an active one (else 409 `application_closed`); it keeps its stage, and `Reason` becomes its `RejectionReason`.
         */
        post: operations["rejectApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}/Withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the candidate withdrew
         * @description Only an active one (else 409 `application_closed`); it keeps its stage. `Reason` is optional.
         */
        post: operations["withdrawApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}/Hire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hire the candidate
         * @description Only an active application (else 409 `application_closed`); it keeps its stage.
         */
        post: operations["hireApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}/Reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a closed application
         * @description Back to `active` in the stage it was closed in; `RejectionReason` is cleared. Only a closed one (else 409 `application_open`).
         */
        post: operations["reopenApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Candidates/{candidateId}/Emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a candidate's emails
         * @description Oldest first, whatever their status. A candidate the caller may not see: 404 `candidate_not_found`.
         */
        get: operations["listCandidateEmails"];
        put?: never;
        /**
         * Write an email to a candidate
         * @description Sent to the candidate's `Email` after the answer, as plain text (`not_sent` on a service without an SMTP server). A subject is one line. A candidate without an address: 409 `candidate_has_no_email`.
         */
        post: operations["sendCandidateEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/EmailTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the email templates
         * @description Each as it is now: as an admin last wrote it, else its default.
         */
        get: operations["listEmailTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/EmailTemplates/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an email template
         * @description One of the names of `EmailTemplateName`; any other: 404 `template_not_found`.
         */
        get: operations["getEmailTemplate"];
        /**
         * Change an email template
         * @description Replaces its subject and body; emails already written keep their text. A placeholder other than those listed in `EmailTemplate`: 400 naming the field. A name not of `EmailTemplateName`: 404 `template_not_found`.
         */
        put: operations["updateEmailTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Reports/Pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A vacancy's funnel
         * @description Over the vacancy's applications created in the range: per stage, how many reached it, are in it, left the process in it, and the median days of a completed stay. A vacancy whose team does not include a hiring manager is missing for it. The CSV has one row per stage, the report's own fields repeated on each. `From` inclusive, `To` exclusive, both optional ISO date-times (400 naming the one at fault, or `To` when not after `From`). Days are fractional, rounded to two decimals. JSON, or CSV when `Accept` prefers `text/csv`.
         */
        get: operations["reportPipeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Reports/Sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Applications by source
         * @description Over the applications created in the range, one row per `Source` (null is a group of its own): most applications first, ties by `Source` in code-unit order with null last. `From` inclusive, `To` exclusive, both optional ISO date-times (400 naming the one at fault, or `To` when not after `From`). Days are fractional, rounded to two decimals. JSON, or CSV when `Accept` prefers `text/csv`.
         */
        get: operations["reportSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Reports/TimeToHire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Days from application to hire, per vacancy
         * @description Over the hires made in the range (each change to `hired`, a hire reopened later and a second one included): per vacancy with a hire, in `VacancyId` order, the median and the nearest-rank 90th percentile of the days. `From` inclusive, `To` exclusive, both optional ISO date-times (400 naming the one at fault, or `To` when not after `From`). Days are fractional, rounded to two decimals. JSON, or CSV when `Accept` prefers `text/csv`.
         */
        get: operations["reportTimeToHire"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Reports/Interviewers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interviewers' recommendations against the final decisions
         * @description Over the scorecards submitted in the range (their first submission; drafts never count): per member with one, in `MemberId` order, its recommendations, how many of those applications are now hired or rejected (`Decided`) and how many of those it recommended the same way (`Agreed`). Admins and recruiters only: a hiring manager is refused (403 `insufficient_scope`). `From` inclusive, `To` exclusive, both optional ISO date-times (400 naming the one at fault, or `To` when not after `From`). Days are fractional, rounded to two decimals. JSON, or CSV when `Accept` prefers `text/csv`.
         */
        get: operations["reportInterviewers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}/Submission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application's latest careers submission
         * @description What the applicant sent with the application, or with its latest sending: the CV, the cover letter, the consents, and the names and phone as typed (which a known candidate's sending leaves off its record). An application a member made: 404 `submission_not_found`; one the caller may not see: 404 `application_not_found`.
         */
        get: operations["getApplicationSubmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Applications/{id}/Submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an application's careers submissions
         * @description Every sending of the careers form for the application, oldest first: the first (which made the application, or came to one a member made) and every later one of the same applicant to the same job. Each says whether the email matched a candidate already held (`KnownCandidate`) and whether the application existed already (`AppliedAgain`), with the names, phone and CV as sent. An application with none: an empty list; one the caller may not see: 404 `application_not_found`.
         */
        get: operations["listApplicationSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Candidates/{candidateId}/Consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a candidate's consents
         * @description Every consent given on the careers site, oldest first, with the exact sentence agreed to.
         */
        get: operations["listCandidateConsents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the change feed
         * @description Every change, oldest first, deletions included. Ids are in commit order: a client that keeps the last `Id` it read and asks `after` it again never misses an event, whenever the event’s transaction committed. Paged by `limit` and `after`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Candidates/{candidateId}/Events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a candidate's activity
         * @description The events about the candidate that the caller may read, oldest first, paged by `limit` and `after` like the feed: those of its record, and of its documents, notes and quality flags with `documents:read`, `notes:read` and `flags:read`. A note’s events only while the caller may read the note (as each event left it, and as it is now or was when deleted): another member’s private note is absent. A hiring manager reads the events of applications to its vacancies only, and of notes as it reads notes. 404 `candidate_not_found` for a candidate it may not see.
         */
        get: operations["listCandidateEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions (never their secrets)
         * @description Oldest first, disabled ones included (`Enabled: false`). Paged by `limit` and `after`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to events
         * @description Each event of the types named (or `*`: all) is POSTed to `Url` as the change feed answers it, signed per Standard Webhooks (`webhook-id` is the event id, the receiver’s idempotency key), at least once, retried with growing delays for about 28 hours; a subscription failing for three days is disabled. The answer is the only time `Secret` is shown. A URL that is not http or https, holds credentials, or whose host resolves to a loopback, private, link-local or other internal address is refused (400 `webhook_url_refused`) unless the service runs with ATS_WEBHOOK_ALLOW_PRIVATE=1.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook subscription (never its secret)
         * @description `Enabled` is false once its deliveries have failed for three days without a success.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription
         * @description Nothing more is sent to it, retries included; its deliveries are deleted with it.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Webhooks/{webhookId}/Deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a subscription's delivery attempts
         * @description Every attempt, oldest first: one row per attempt made (`delivered` or `failed`, with the receiver’s status), and the next one while it waits (`pending`). Paged by `limit` and `after`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/AuditEvents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description Every read and change of a candidate’s data, oldest first: changes are recorded with them, reads at most a second later. `CandidateId` and `MemberId` keep the rows of one candidate or member. Paged by `limit` and `after`.
         */
        get: operations["listAuditEvents"];
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
        /**
         * List members
         * @description Oldest first. Paged by `limit` and `after`.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Add a member, and invite it
         * @description The member gets an email (template `member_invitation`) with a link to set its password: it works once, for 7 days, and leads to the console at ATS_PUBLIC_URL (else the listening address). Until the member follows it, `Joined` is false and it cannot sign in. An email already in use is a 409 (`member_exists`).
         */
        post: operations["createMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member
         * @description A member reads its own record, an admin anyone's; anyone else: 403 `insufficient_scope`.
         */
        get: operations["getMember"];
        /**
         * Change a member
         * @description Changes the fields given. An admin changes `Name`, `Role` and `TimeZone` of anyone; a member its own `Name`, `TimeZone` and `NotificationEmails`; anything else: 403 `insufficient_scope`. `TimeZone` is an IANA name or null (another: 400 naming it). A new role holds from the member's next request, its tokens capped to it. The last admin keeps its role (409 `last_admin`).
         */
        put: operations["updateMember"];
        post?: never;
        /**
         * Remove a member
         * @description Its tokens and sessions stop working at once, it can no longer sign in and it leaves every hiring team; what it wrote keeps its `CreatedById`. The last admin cannot be removed (409 `last_admin`).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Members/{memberId}/Invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a member a new invitation
         * @description A new email with a new link; the old link works no more. A removed member: 404; a member that has set its password: 409 `member_joined`.
         */
        post: operations["resendMemberInvitation"];
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
        /**
         * List a member's tokens (never their secrets)
         * @description Oldest first, revoked ones included. Paged by `limit` and `after`.
         */
        get: operations["listMemberTokens"];
        put?: never;
        /**
         * Issue a token to a member
         * @description The answer is the only time the secret is shown. `CreatedById` records the caller. Without `ExpiresDate` the token expires after ATS_TOKEN_TTL_DAYS (default 90 days); `ExpiresDate: null` asks for one that never expires.
         */
        post: operations["createMemberToken"];
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
        /**
         * Revoke a token, at once
         * @description The token is refused from the next request on.
         */
        delete: operations["revokeToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Members/{memberId}/Password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a member's password
         * @description An admin sets anyone's; a member sets its own with `CurrentPassword` (a wrong one: 403 `invalid_credentials`). Every session of the member ends, but the one that made the change.
         */
        put: operations["setMemberPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Members/{memberId}/Notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's notifications
         * @description Newest first, paged by `after` in that order. Only those about what the member may still see (one about an application of a vacancy whose hiring team it left is absent). A member reads its own; anyone else, an admin too: 403 `insufficient_scope`.
         */
        get: operations["listMemberNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Members/{memberId}/Notifications/Read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a member's notifications read
         * @description Those of `Ids` (another member’s, or one read already, change nothing), or every one with `All: true`; one read keeps its first `ReadDate`. A member marks its own; anyone else: 403 `insufficient_scope`.
         */
        post: operations["markMemberNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the current members by name and role
         * @description Oldest first, removed members left out. Paged by `limit` and `after`.
         */
        get: operations["listDirectory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member
         * @description With the same `CsrfToken` for the whole life of the session. Without a live session cookie: 403 `invalid_token`.
         */
        get: operations["getSession"];
        put?: never;
        /**
         * Sign in
         * @description Starts a new session and sets its cookie (`HttpOnly`, `SameSite=Lax`, `Path=/`, `Secure` over TLS). An unknown email and a wrong password both get 403 `invalid_credentials`; more than 10 failures within 15 minutes for an account or from an address: 429 `rate_limited`.
         */
        post: operations["signIn"];
        /**
         * Sign out
         * @description Ends the session at once, on every instance.
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the sign-in page shows
         * @description The organization's name (ATS_ORGANIZATION_NAME), and whether "Forgot your password?" works here. No token needed.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/PasswordResets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot your password?
         * @description When the email is a member's, it gets an email (template `password_reset`) with a link to set a new password, working once for 7 days; a newer link ends the older ones. The answer is the same 204 whether the email is known or not. More than 10 requests within 15 minutes for an account or from an address: 429 `rate_limited`. The link leads to the console at ATS_PUBLIC_URL (else the listening address), never to the request's `Host`.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Passwords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a password from an invitation's or a reset's link
         * @description `Secret` is what follows `#` in the email's link. A link works once, for 7 days, and only while it is the member's newest: otherwise 410 with `link_used`, `link_expired` or `link_replaced`; a secret the service never sent: 404 `link_not_found`. Every session of the member ends. Then sign in with `POST /v1/Session`.
         */
        post: operations["setPasswordFromLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the published jobs
         * @description The vacancies that are `open` and `Published`, oldest first, paged by `limit` and `after`. No token is needed; one sent is ignored.
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a published job
         * @description A vacancy that is not both `open` and `Published` and one that does not exist answer the same 404 `job_not_found`; an id that is no positive decimal integer, 400 naming `id`. No token is needed; one sent is ignored.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Jobs/{id}/Applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to a published job
         * @description The application form as `multipart/form-data`, fields and the CV in any order. No token is needed; one sent is ignored. The answer is the same 201 whether the email was known or not, and when the honeypot field `Website` is not empty (then nothing is kept). A field at fault: 400 `validation_failed` (413 or 415 for the CV) naming it in `field`, with every fault in `errors`; nothing is kept. More applications from one address within an hour than the service takes: 429 `rate_limited` with `Retry-After`.
         */
        post: operations["applyToJob"];
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
        /** @description A candidate. */
        Candidate: {
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
            /** @description The IANA time zone the candidate reads times in (`Europe/Berlin`), set by members or sent by the careers form; null: the service’s (`ATS_TIME_ZONE`). The times of its emails are written in it (SPEC C9). */
            TimeZone: string | null;
        };
        CandidateInput: {
            FirstName: string;
            LastName: string;
            /** Format: email */
            Email?: string | null;
            Phone?: string | null;
            /** @description An IANA time zone name (`Europe/Berlin`; an unknown one or an offset: 400), or null for the service’s. Left out of a PUT, the candidate keeps its own. */
            TimeZone?: string | null;
        };
        /** @description A note on a candidate. */
        Note: {
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
        NoteInput: {
            Note: string;
            /** @default false */
            Private?: boolean;
            /** @default false */
            SendToHiringTeam?: boolean;
            VacancyId?: number | null;
        };
        NoteUpdate: {
            Note?: string;
            Private?: boolean;
            SendToHiringTeam?: boolean;
            VacancyId?: number | null;
        };
        /**
         * @description 1 = Favorite, 2 = Undesirable
         * @enum {integer}
         */
        FlagType: 1 | 2;
        /** @description A quality flag on a candidate. */
        QualityFlag: {
            Id: number;
            FlagType: components["schemas"]["FlagType"];
            Note: string;
            CreatedById: number;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            CreatedDate: string;
        };
        QualityFlagInput: {
            FlagType: components["schemas"]["FlagType"];
            Note: string;
        };
        /** @description A quality flag with the candidate it is on. */
        CandidateQualityFlag: {
            Id: number;
            FlagType: components["schemas"]["FlagType"];
            Note: string;
            CreatedById: number;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            CreatedDate: string;
            CandidateId: number;
        };
        /** @description A candidate document's metadata. */
        Document: {
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
        /** @description Where a candidate matched. */
        SearchMatch: {
            Field: "Name" | "Email" | "Document" | "Note";
            /** @description The note's id (a number) or the document's id (text); null for a name or an email. */
            Id: number | string | null;
            /** @description Plain text around the first match, about 30 words; `…` where text was left out. */
            Snippet: string;
            /** @description The matched words of the snippet. */
            Highlights: number[][];
        };
        /** @description A candidate found by a search. */
        SearchResult: {
            CandidateId: number;
            FirstName: string;
            LastName: string;
            /** @description Its best matches (at most 5), best first. */
            Matches: components["schemas"]["SearchMatch"][];
        };
        /** @enum {string} */
        VacancyStatus: "open" | "on_hold" | "closed";
        /** @description A vacancy. */
        Vacancy: {
            Id: number;
            Title: string;
            Status: components["schemas"]["VacancyStatus"];
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
            /** @description Where the job is; '' when not said. */
            Location: string;
            /** @description The job's description, in Markdown; '' when none. */
            Description: string;
            /** @description Shown on the careers site (and `GET /v1/Jobs`) while the vacancy is also `open`. */
            Published: boolean;
        };
        VacancyInput: {
            Title: string;
            /**
             * @default open
             * @enum {string}
             */
            Status?: "open" | "on_hold" | "closed";
            /**
             * @description Where the job is, 0..200 characters, one line.
             * @default
             */
            Location?: string;
            /**
             * @description Markdown, 0..20000 characters; raw HTML is shown as text, never passed through.
             * @default
             */
            Description?: string;
            /**
             * @description Shown to the public while the vacancy is `open`.
             * @default false
             */
            Published?: boolean;
        };
        VacancyUpdate: {
            Title?: string;
            Status?: components["schemas"]["VacancyStatus"];
            /** @description Where the job is, 0..200 characters, one line. */
            Location?: string;
            /** @description Markdown, 0..20000 characters; raw HTML is shown as text, never passed through. */
            Description?: string;
            /** @description Shown to the public while the vacancy is `open`. */
            Published?: boolean;
        };
        /** @description An open, published vacancy, as anyone may read it without a token. */
        Job: {
            /** @description The vacancy's id. */
            Id: number;
            Title: string;
            /** @description Where the job is; '' when not said. */
            Location: string;
            /** @description Markdown; raw HTML in it is text, never markup. */
            Description: string;
            /**
             * Format: date-time
             * @description When the vacancy was last published.
             * @example 2026-11-22T09:30:00.000Z
             */
            PublishedDate: string;
        };
        /** @description The answer to an application: the same whether the email was known or not. */
        JobApplicationReceipt: {
            /** @description An opaque reference of the application, to quote in a question about it; it is no id. */
            Reference: string;
        };
        /** @description A consent an applicant gave on the careers site (SPEC C8). */
        Consent: {
            Id: number;
            /** @description `processing`: of the application; `retention`: kept for later openings. */
            Purpose: "processing" | "retention";
            /** @description The exact sentence the applicant agreed to. */
            Text: string;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            GivenDate: string;
            /** @description The job applied to when it was given. */
            VacancyId: number;
        };
        /** @description The latest sending of the careers form for an application. */
        Submission: {
            ApplicationId: number;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            SubmittedDate: string;
            /** @description The CV sent with it; null once that document was deleted. */
            DocumentId: string | null;
            /** @description Null when none was given. */
            CoverLetter: string | null;
            /** @description The consents given with it. */
            Consents: components["schemas"]["Consent"][];
            /** @description The first name as the applicant typed it; null for a sending kept before it was. */
            FirstName: string | null;
            /** @description The last name as typed; null likewise. */
            LastName: string | null;
            /** @description The phone as typed; null when none was given, or likewise. */
            Phone: string | null;
        };
        /** @description One sending of the careers form among an application's, with what a recruiter is shown of it. */
        SubmissionEntry: {
            Id: number;
            ApplicationId: number;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            SubmittedDate: string;
            /** @description The CV sent with it; null once that document was deleted. */
            DocumentId: string | null;
            /** @description Null when none was given. */
            CoverLetter: string | null;
            /** @description The consents given with it. */
            Consents: components["schemas"]["Consent"][];
            /** @description The first name as the applicant typed it; null for a sending kept before it was. */
            FirstName: string | null;
            /** @description The last name as typed; null likewise. */
            LastName: string | null;
            /** @description The phone as typed; null when none was given, or likewise. */
            Phone: string | null;
            /** @description True when the email matched a candidate already held, whose record the sending left as it was; false when the sending made the candidate; null for a sending kept before it was recorded. */
            KnownCandidate: boolean | null;
            /** @description True when the application existed already (made by an earlier sending or by a member), so no second one was made; false when this sending made it; null likewise. */
            AppliedAgain: boolean | null;
        };
        /** @description A stage of a vacancy's pipeline; `Position` 1, 2, 3... with no gap. */
        Stage: {
            Id: number;
            Name: string;
            Position: number;
        };
        StageInput: {
            /** @description Unique within the vacancy, ignoring case. */
            Name: string;
            /** @description 1..n+1; the end by default. */
            Position?: number;
        };
        StageUpdate: {
            /** @description Unique within the vacancy, ignoring case. */
            Name?: string;
            /** @description 1..n; the stages in between shift by one. */
            Position?: number;
        };
        /** @description A member of a vacancy's hiring team. */
        HiringTeamMember: {
            MemberId: number;
            Name: string;
            Role: components["schemas"]["Role"];
        };
        HiringTeamInput: {
            MemberIds: number[];
        };
        /**
         * @description What changed: the resource, then what happened to it.
         * @enum {string}
         */
        EventType: "candidate.created" | "candidate.updated" | "candidate.deleted" | "document.created" | "document.deleted" | "note.created" | "note.updated" | "note.deleted" | "flag.created" | "flag.deleted" | "application.created" | "application.moved" | "application.rejected" | "application.withdrawn" | "application.hired" | "application.reopened" | "vacancy.created" | "vacancy.updated" | "vacancy.stages_changed" | "vacancy.team_changed" | "email.sent" | "email.failed" | "interview.scheduled" | "interview.updated" | "interview.cancelled" | "scorecard.submitted";
        /** @description One change, as the event log keeps it. */
        Event: {
            /** @description The change feed cursor: ids are in commit order. */
            Id: number;
            Type: components["schemas"]["EventType"];
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            OccurredDate: string;
            /** @description The member who made the change; null for the service itself. */
            ActorId: number | null;
            /** @description The candidate the change is about; null for a change of a vacancy. */
            CandidateId: number | null;
            /** @description The resource as the API answered the change (a deletion: `{Id}`; `vacancy.stages_changed`: `{Id, Stages}`; `vacancy.team_changed`: `{Id, HiringTeam}`). Never a private note's `Note` text; an erased candidate's events keep ids only. */
            Data: {
                [key: string]: unknown;
            };
        };
        /**
         * @description An event type, or `*` for all of them.
         * @enum {string}
         */
        WebhookEventType: "*" | "candidate.created" | "candidate.updated" | "candidate.deleted" | "document.created" | "document.deleted" | "note.created" | "note.updated" | "note.deleted" | "flag.created" | "flag.deleted" | "application.created" | "application.moved" | "application.rejected" | "application.withdrawn" | "application.hired" | "application.reopened" | "vacancy.created" | "vacancy.updated" | "vacancy.stages_changed" | "vacancy.team_changed" | "email.sent" | "email.failed" | "interview.scheduled" | "interview.updated" | "interview.cancelled" | "scorecard.submitted";
        /** @description A webhook subscription, without its secret. */
        Webhook: {
            Id: number;
            /** @description Where each delivery is POSTed. */
            Url: string;
            Events: components["schemas"]["WebhookEventType"][];
            /** @description False once its deliveries have failed for three days without a success: nothing more is sent. */
            Enabled: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            CreatedDate: string;
        };
        /** @description A webhook subscription just made, with its signing secret. */
        CreatedWebhook: {
            Id: number;
            /** @description Where each delivery is POSTed. */
            Url: string;
            Events: components["schemas"]["WebhookEventType"][];
            /** @description False once its deliveries have failed for three days without a success: nothing more is sent. */
            Enabled: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            CreatedDate: string;
            /** @description The signing secret (`whsec_` + base64, as Standard Webhooks defines it). Shown once; store it now. */
            Secret: string;
        };
        WebhookInput: {
            /** @description An http or https URL; see the operation for the addresses refused. */
            Url: string;
            Events: components["schemas"]["WebhookEventType"][];
        };
        /**
         * @description `pending`: not made yet; `delivered`: answered with a 2xx; `failed`: anything else, or not made (the subscription disabled).
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "delivered" | "failed";
        /** @description One attempt, made or still to be made, to deliver an event to a subscription. */
        WebhookDelivery: {
            Id: number;
            /** @description The event sent, also its `webhook-id`: the receiver’s idempotency key. */
            EventId: number;
            EventType: components["schemas"]["EventType"];
            /** @description 1 for the first attempt to deliver the event to this subscription, then 2, 3... */
            Attempt: number;
            Status: components["schemas"]["WebhookDeliveryStatus"];
            /** @description The receiver's HTTP status; null before the attempt or when none came. */
            ResponseStatus: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            AttemptedDate: string | null;
        };
        /**
         * @description What was done: `download` is a 200 or 206 of a document’s bytes, `search` a search of candidates.
         * @enum {string}
         */
        AuditAction: "read" | "create" | "update" | "delete" | "download" | "export" | "anonymize" | "search";
        /**
         * @description The kind of the candidate’s data read or changed.
         * @enum {string}
         */
        AuditResourceType: "candidate" | "note" | "flag" | "document" | "application" | "submission" | "consent" | "email" | "interview" | "scorecard" | "member";
        /** @description One read or change of a candidate’s data, as the audit log keeps it. */
        AuditEvent: {
            /** @description Increasing: the `after` cursor. */
            Id: number;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            Date: string;
            /** @description The member who read or changed; null for the service itself. */
            MemberId: number | null;
            /** @description The API token used; null for a console session. */
            TokenId: number | null;
            Action: components["schemas"]["AuditAction"];
            /** @description The candidate; null for a search and for a list of several candidates. */
            CandidateId: number | null;
            ResourceType: components["schemas"]["AuditResourceType"];
            /** @description The resource (a document’s id is a string, the others’ integers); null for a list or a search. */
            ResourceId: number | string | null;
            /** @description The request’s `X-Request-Id`; null for a change made outside a request. */
            RequestId: string | null;
        };
        /** @enum {string} */
        ApplicationStatus: "active" | "rejected" | "withdrawn" | "hired";
        /** @description A candidate on a vacancy's pipeline. */
        Application: {
            Id: number;
            CandidateId: number;
            VacancyId: number;
            StageId: number;
            Status: components["schemas"]["ApplicationStatus"];
            /** @description The reason of the last Reject or Withdraw; null otherwise. */
            RejectionReason: string | null;
            /** @description The member who made it; null for an application made on the careers site. */
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
            UpdatedDate: string;
            /** @description Where the candidate came from (`referral`, `linkedin`...); null when none was given. */
            Source: string | null;
        };
        ApplicationInput: {
            VacancyId: number;
            /** @description One of the vacancy's stages; its first by default. */
            StageId?: number;
            /** @description Where the candidate came from, 0..100 characters, one line; none (null or `""`) by default. */
            Source?: string | null;
        };
        MoveInput: {
            StageId: number;
            /** @description Move only if the application is still in this stage; else 409 `stage_conflict`. */
            ExpectedStageId?: number;
        };
        RejectInput: {
            Reason: string;
            /**
             * @description Send the candidate the `application_rejected` email (SPEC C10); `Reason` is never in it. A candidate without an address: 409 `candidate_has_no_email`, nothing changed.
             * @default false
             */
            SendEmail?: boolean;
        };
        WithdrawInput: {
            Reason?: string;
        };
        /** @description One change of an application; `From*` is null for its creation. */
        ApplicationHistoryEntry: {
            Id: number;
            FromStageId: number | null;
            ToStageId: number;
            /**
             * @description One of the `ApplicationStatus` values; null for the creation.
             * @enum {string|null}
             */
            FromStatus: "active" | "rejected" | "withdrawn" | "hired" | null;
            ToStatus: components["schemas"]["ApplicationStatus"];
            Reason: string | null;
            /** @description The member who made the change; null for the creation of an application made on the careers site. */
            ChangedById: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            ChangedDate: string;
        };
        /** @description An application as its card on the pipeline board shows it. */
        BoardCard: {
            Id: number;
            CandidateId: number;
            VacancyId: number;
            StageId: number;
            Status: components["schemas"]["ApplicationStatus"];
            /** @description The reason of the last Reject or Withdraw; null otherwise. */
            RejectionReason: string | null;
            /** @description The member who made it; null for an application made on the careers site. */
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
            UpdatedDate: string;
            /** @description Where the candidate came from (`referral`, `linkedin`...); null when none was given. */
            Source: string | null;
            /** @description The first scheduled interview that has not ended yet, by start; null when none. */
            NextInterview: {
                Id: number;
                /**
                 * Format: date-time
                 * @example 2026-11-22T09:30:00.000Z
                 */
                StartDate: string;
                /**
                 * Format: date-time
                 * @example 2026-11-22T09:30:00.000Z
                 */
                EndDate: string;
                /** @description A room or a video link; '' when none. */
                Location: string;
                /** @description In ascending member id order. */
                InterviewerIds: number[];
            } | null;
            /** @description One per interviewer of each scheduled interview that has started: the scorecards expected so far. */
            ScorecardsExpected: number;
            /** @description Of those, the submitted ones the caller may read (SPEC C9): a member who still owes its own judgement on the application counts only its own. */
            ScorecardsSubmitted: number;
        };
        /**
         * @description `pending`: waiting to be sent (or retried); `sent`: accepted by the SMTP server; `failed`: given up after a day of attempts; `not_sent`: recorded on a service with no SMTP server (`ATS_SMTP_URL`), never sent.
         * @enum {string}
         */
        EmailStatus: "pending" | "sent" | "failed" | "not_sent";
        /** @description An email to a candidate (SPEC C10). */
        Email: {
            Id: number;
            To: string;
            Subject: string;
            /** @description Plain text, as sent. */
            Body: string;
            /** @description The template it was written from; null for an email a member wrote. */
            Template: string | null;
            Status: components["schemas"]["EmailStatus"];
            /** @description The member whose action sent it; null for one the service sent by itself. */
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
            SentDate: string | null;
        };
        EmailInput: {
            Subject: string;
            Body: string;
        };
        /** @enum {string} */
        EmailTemplateName: "application_received" | "application_rejected" | "interview_invitation" | "interview_assignment" | "member_invitation" | "password_reset" | "notification_application_received" | "notification_application_resubmitted" | "notification_scorecard_due";
        /** @description Plain text with the placeholders {{FirstName}}, {{LastName}} (the candidate’s), {{VacancyTitle}}, {{OrganizationName}}, {{InterviewStart}} (in the reader’s time zone, with its name), {{InterviewLocation}}; `interview_assignment`, written to each interviewer, also {{MemberName}} (the interviewer’s), {{CandidateUrl}} and {{ScorecardUrl}} (links into the console); the `notification_*` templates, written to a member, {{MemberName}} and {{CandidateUrl}}, and `notification_scorecard_due` {{ScorecardUrl}}. The members’ own `member_invitation` and `password_reset` take {{MemberName}}, {{OrganizationName}}, {{Link}} (required: where the member sets its password) and {{LinkExpiresDate}}. */
        EmailTemplate: {
            Name: components["schemas"]["EmailTemplateName"];
            Subject: string;
            Body: string;
        };
        EmailTemplateInput: {
            Subject: string;
            Body: string;
        };
        /** @description One stage of a vacancy's funnel. */
        PipelineStage: {
            StageId: number;
            Name: string;
            Position: number;
            /** @description Applications whose history enters the stage at least once (created in it or moved into it). */
            Reached: number;
            /** @description Active applications in the stage now. */
            Current: number;
            /** @description Rejected applications whose stage is this one. */
            Rejected: number;
            /** @description Withdrawn applications whose stage is this one. */
            Withdrawn: number;
            /** @description Hired applications whose stage is this one. */
            Hired: number;
            /** @description Median length of the completed stays (entered, then left by a move); null when none. Fractional days, two decimals. */
            MedianDaysInStage: number | null;
        };
        /** @description A vacancy's funnel over its applications created in the range. */
        PipelineReport: {
            VacancyId: number;
            /**
             * Format: date-time
             * @description `From` as given, in UTC; null when not given.
             */
            From: string | null;
            /**
             * Format: date-time
             * @description `To` as given, in UTC; null when not given.
             */
            To: string | null;
            /** @description The vacancy's applications created in the range. */
            Applications: number;
            /** @description The vacancy's stages as they are now, in `Position` order. */
            Stages: components["schemas"]["PipelineStage"][];
        };
        /** @description The applications of one source. */
        SourceLine: {
            /** @description Where the candidates came from; null when none was given. */
            Source: string | null;
            /** @description Applications created in the range with this source. */
            Applications: number;
            /** @description Those still active. */
            Active: number;
            /** @description Those hired. */
            Hired: number;
        };
        /** @description The hires of one vacancy made in the range. */
        TimeToHireLine: {
            VacancyId: number;
            Title: string;
            /** @description Changes to `hired` in the range (a hire reopened since, and a second hire, each count). */
            Hires: number;
            /** @description Median of the days from the application to its hire. Fractional days, two decimals. */
            MedianDays: number | null;
            /** @description 90th percentile of the same days, by the nearest-rank method. Fractional days, two decimals. */
            P90Days: number | null;
        };
        /** @description One interviewer's scorecards submitted in the range, against the final decisions. */
        InterviewerLine: {
            MemberId: number;
            /** @description The member's name. */
            Name: string;
            /** @description Its scorecards first submitted in the range (drafts never count). */
            Submitted: number;
            /** @description Those recommending `strong_yes`. */
            StrongYes: number;
            /** @description Those recommending `yes`. */
            Yes: number;
            /** @description Those recommending `no`. */
            No: number;
            /** @description Those recommending `strong_no`. */
            StrongNo: number;
            /** @description Those recommending `no_decision`. */
            NoDecision: number;
            /** @description Those whose application is now hired or rejected. */
            Decided: number;
            /** @description Those among `Decided` whose recommendation pointed the same way: `yes`/`strong_yes` and hired, `no`/`strong_no` and rejected. */
            Agreed: number;
        };
        /** @enum {string} */
        InterviewStatus: "scheduled" | "cancelled";
        /** @description An interview of an application. */
        Interview: {
            Id: number;
            ApplicationId: number;
            /** @description The application's stage when the interview was scheduled. */
            StageId: number;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            StartDate: string;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            EndDate: string;
            /** @description A room or a video link; '' when none. */
            Location: string;
            /** @description The interviewers, in ascending member id order. */
            InterviewerIds: number[];
            Status: components["schemas"]["InterviewStatus"];
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
        };
        InterviewInput: {
            /**
             * Format: date-time
             * @description The start: ISO 8601 with a time zone (stored and answered in UTC).
             */
            StartDate: string;
            /**
             * Format: date-time
             * @description The end, after the start and at most 24 hours later: ISO 8601 with a time zone (stored and answered in UTC).
             */
            EndDate: string;
            /** @description 1..20 members, each on the vacancy's hiring team or a recruiter or admin (else 400 `interviewer_not_allowed`). */
            InterviewerIds: number[];
            /** @description A room or a video link, 0..500 characters. */
            Location?: string;
            /** @description Email the candidate and each interviewer an iCalendar invitation, now and at every later change; false (the default): nothing is ever sent for it. */
            SendInvitations?: boolean;
        };
        /** @description The fields named change; the others stay. */
        InterviewUpdate: {
            /**
             * Format: date-time
             * @description The start: ISO 8601 with a time zone (stored and answered in UTC).
             */
            StartDate?: string;
            /**
             * Format: date-time
             * @description The end: ISO 8601 with a time zone (stored and answered in UTC).
             */
            EndDate?: string;
            /** @description 1..20 members, each on the vacancy's hiring team or a recruiter or admin (else 400 `interviewer_not_allowed`). */
            InterviewerIds?: number[];
            /** @description A room or a video link, 0..500 characters. */
            Location?: string;
        };
        /** @description An interview a member sits on, with the state of its scorecard for it. */
        MemberInterview: {
            Id: number;
            ApplicationId: number;
            /** @description The application's stage when the interview was scheduled. */
            StageId: number;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            StartDate: string;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            EndDate: string;
            /** @description A room or a video link; '' when none. */
            Location: string;
            /** @description The interviewers, in ascending member id order. */
            InterviewerIds: number[];
            Status: components["schemas"]["InterviewStatus"];
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
            /**
             * @description The member's own scorecard for it: `none` (not written yet), `draft` or `submitted`.
             * @enum {string}
             */
            ScorecardStatus: "none" | "draft" | "submitted";
        };
        /** @enum {string} */
        Rating: "strong_no" | "no" | "yes" | "strong_yes";
        /** @enum {string} */
        ScorecardStatus: "draft" | "submitted";
        /** @description What a vacancy's scorecards rate, in order. */
        ScorecardAttributes: {
            /** @description 1..20 names, each 1..100 characters, no two alike ignoring case. */
            Attributes: string[];
        };
        /** @description An interviewer's judgement of an interview. */
        Scorecard: {
            Id: number;
            InterviewId: number;
            ApplicationId: number;
            InterviewerId: number;
            /** @description In the order given; attributes left out are not rated. */
            Ratings: {
                Attribute: string;
                Rating: components["schemas"]["Rating"];
            }[];
            /**
             * @description strong_no, no, no_decision, yes, strong_yes, or null. Null only in a draft.
             * @enum {string|null}
             */
            Recommendation: "strong_no" | "no" | "no_decision" | "yes" | "strong_yes" | null;
            Notes: string;
            Status: components["schemas"]["ScorecardStatus"];
            /**
             * Format: date-time
             * @description When it was first submitted; null for a draft.
             */
            SubmittedDate: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            UpdatedDate: string;
        };
        /** @description The whole scorecard: what is left out is empty. */
        ScorecardInput: {
            /** @description Each of one of the vacancy's attributes, at most once (else 400 naming `Ratings`); none by default. */
            Ratings?: {
                Attribute: string;
                Rating: components["schemas"]["Rating"];
            }[];
            /**
             * @description strong_no, no, no_decision, yes, strong_yes, or null. Required to submit; may be null in a draft.
             * @enum {string|null}
             */
            Recommendation?: "strong_no" | "no" | "no_decision" | "yes" | "strong_yes" | null;
            /** @description 0..10000 characters; '' by default. */
            Notes?: string;
            /** @description Submit it (it stays submitted through later changes); a draft otherwise. */
            Submit?: boolean;
        };
        /** @enum {string} */
        Role: "admin" | "recruiter" | "hiring_manager" | "interviewer";
        /** @enum {string} */
        Scope: "candidates:read" | "candidates:write" | "documents:read" | "documents:write" | "notes:read" | "notes:write" | "flags:read" | "flags:write" | "applications:write" | "scorecards:write" | "events:read" | "admin";
        /** @description A member of the recruiting team. */
        Member: {
            Id: number;
            Name: string;
            Email: string;
            Role: components["schemas"]["Role"];
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            CreatedDate: string;
            /** @description An IANA time zone name (`Europe/Berlin`); null: the service's. The times in its emails are written in it. */
            TimeZone: string | null;
            /** @description Whether its notifications are emailed too (true unless it chose otherwise). */
            NotificationEmails: boolean;
            /** @description Whether it has a password: false until it follows its invitation (or an admin sets one), and until then it cannot sign in. */
            Joined: boolean;
        };
        MemberInput: {
            Name: string;
            /** Format: email */
            Email: string;
            Role: components["schemas"]["Role"];
        };
        /** @description The fields to change; those left out stay. An admin: `Name`, `Role`, `TimeZone`. The member itself: `Name`, `TimeZone`, `NotificationEmails`. */
        MemberUpdateInput: {
            Name?: string;
            Role?: components["schemas"]["Role"];
            /** @description An IANA time zone name, such as `Europe/Berlin`, `America/New_York` or `UTC`; another name is 400 naming `TimeZone`. */
            TimeZone?: string | null;
            NotificationEmails?: boolean;
        };
        /** @description A current member of the recruiting team, as its colleagues see it. */
        DirectoryEntry: {
            MemberId: number;
            Name: string;
            Role: components["schemas"]["Role"];
        };
        /**
         * @description `application_received` (a new application to a vacancy of its hiring team), `application_resubmitted` (a candidate sent a new submission to an application it had), `interview_assigned`, `interview_changed` (its time or place), `interview_unassigned` (taken off it), `interview_cancelled`, `scorecard_due` (its scorecard of an ended interview, again each day while owed).
         * @enum {string}
         */
        NotificationType: "application_received" | "application_resubmitted" | "interview_assigned" | "interview_changed" | "interview_unassigned" | "interview_cancelled" | "scorecard_due";
        /** @description Something that needs a member: what it is about, when it came, when the member read it. */
        Notification: {
            Id: number;
            Type: components["schemas"]["NotificationType"];
            CandidateId: number | null;
            ApplicationId: number | null;
            InterviewId: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            CreatedDate: string;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            ReadDate: string | null;
        };
        /** @description Either `Ids` or `All: true`. */
        NotificationsReadInput: {
            /** @description The notifications to mark read, 1..1000; ids that name none of the member’s unread ones change nothing. */
            Ids?: number[];
            /** @description `true`: every notification of the member. */
            All?: boolean;
        };
        /** @description A token, without its secret. */
        Token: {
            Id: number;
            /** @description The first characters of the secret, to recognise it. */
            Start: string;
            Scopes: components["schemas"]["Scope"][];
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
            /** @description Requests per minute this token may make; null: the service's limit (ATS_RATE_LIMIT). */
            RateLimit: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00.000Z
             */
            RevokedDate: string | null;
        };
        /** @description A token just issued, with its secret. */
        IssuedToken: {
            Id: number;
            /** @description The secret. Shown once; store it now. */
            Token: string;
            Scopes: components["schemas"]["Scope"][];
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
            /** @description Requests per minute this token may make; null: the service's limit (ATS_RATE_LIMIT). */
            RateLimit: number | null;
        };
        TokenInput: {
            Scopes: components["schemas"]["Scope"][];
            /**
             * Format: date-time
             * @description When the token stops working, in the future. Omitted: after ATS_TOKEN_TTL_DAYS (default 90 days); null: never.
             */
            ExpiresDate?: string | null;
            /** @description Requests per minute this token may make, in place of ATS_RATE_LIMIT (default 60000). Omitted: the service's limit. */
            RateLimit?: number;
        };
        SignInInput: {
            Email: string;
            Password: string;
        };
        /** @description The signed-in member of a console session. */
        Session: {
            MemberId: number;
            Name: string;
            Email: string;
            Role: components["schemas"]["Role"];
            /** @description Send it in `X-CSRF-Token` with every change made through this session. */
            CsrfToken: string;
        };
        PasswordInput: {
            Password: string;
            /** @description Needed when members change their own password. */
            CurrentPassword?: string;
        };
        /** @description What the sign-in page shows before anyone has signed in. */
        Organization: {
            /** @description The organization the service recruits for (ATS_ORGANIZATION_NAME). */
            Name: string;
        };
        PasswordResetInput: {
            Email: string;
        };
        LinkPasswordInput: {
            /** @description What follows `#` in the email's link. */
            Secret: string;
            Password: string;
        };
        /** @description Whose password was set. */
        LinkPasswordResult: {
            MemberId: number;
            /** @description The email to sign in with. */
            Email: string;
        };
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
            /** @description Every field at fault, when a form has several (an application to a job); the first is the one the problem names. */
            errors?: {
                field: string;
                status: number;
                code: string;
                detail: string;
            }[];
            requestId?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request id: the well-formed `X-Request-Id` the client sent, else a new one. Also in the log line of the request. */
        XRequestId: string;
        /** @description Requests per minute the token (or session) may make: its own `RateLimit`, else ATS_RATE_LIMIT. Absent when no limit applies. */
        RateLimitLimit: number;
        /** @description Requests left in the current minute window, this one counted. */
        RateLimitRemaining: number;
        /** @description Seconds until the current window ends and the count starts again. */
        RateLimitReset: number;
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description When more items exist: `<URL of the next page>; rel="next"` (RFC 8288). Absent on the last page. */
        Link: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description The URL is malformed (`validation_failed`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down (`service_unavailable`): a load balancer sends the request elsewhere. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description The URL is malformed (`validation_failed`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or the database or the document store does not answer (`service_unavailable`). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Prometheus text exposition format. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The URL is malformed (`validation_failed`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down (`service_unavailable`): a load balancer sends the request elsewhere. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The URL is malformed (`validation_failed`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down (`service_unavailable`): a load balancer sends the request elsewhere. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getServiceIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The index, or the console for a browser. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example Applicant tracking service */
                        Name: string;
                        /**
                         * @description The web console, for a browser; null when it is not built (`npm run build`).
                         * @example /
                         */
                        Console: string | null;
                        /**
                         * @description The API: every operation under it takes a token (`Authorization`).
                         * @example /v1
                         */
                        Api: string;
                        /**
                         * @description The interactive API reference.
                         * @example /docs
                         */
                        Docs: string;
                        /**
                         * @description The OpenAPI 3.1 document.
                         * @example /openapi.json
                         */
                        OpenApi: string;
                        /**
                         * @description Liveness; readiness is at /readyz.
                         * @example /healthz
                         */
                        Health: string;
                    };
                    "text/html": string;
                };
            };
            /** @description The URL is malformed (`validation_failed`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down (`service_unavailable`): a load balancer sends the request elsewhere. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCandidates: {
        parameters: {
            query?: {
                limit?: string;
                after?: string;
                /** @description Part of the name or email, any case. */
                q?: string;
                /** @description Only these candidates: up to 100 ids, comma-separated (the cards of a pipeline board, say). Unseen and missing ones are left out. */
                Ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Candidates, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCandidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CandidateInput"];
            };
        };
        responses: {
            /** @description A candidate. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCandidate: {
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
            /** @description A candidate. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceCandidate: {
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
                "application/json": components["schemas"]["CandidateInput"];
            };
        };
        responses: {
            /** @description A candidate. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCandidate: {
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
            /** @description Erased. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportCandidate: {
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
            /** @description A ZIP archive: `candidate.json` (everything held about the candidate, each resource in the shape the API answers it), each document’s file under `documents/`, and the text read from each under `text/`. */
            200: {
                headers: {
                    /** @description attachment; `candidate-{id}-export.zip`. */
                    "Content-Disposition"?: string;
                    /** @description Bytes in the archive, known before it is sent. */
                    "Content-Length"?: number;
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    anonymizeCandidate: {
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
            /** @description A candidate. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadCandidateDocument: {
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
            /** @description A candidate document's metadata. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    downloadDocument: {
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
                    /** @description attachment, with the original name as an ASCII `filename=` and an RFC 5987 `filename*=UTF-8''...`. */
                    "Content-Disposition"?: string;
                    /** @description Bytes in this answer. */
                    "Content-Length"?: number;
                    /** @description Strong; the SHA-256 of the whole document. */
                    ETag?: string;
                    /** @description When the document was uploaded. */
                    "Last-Modified"?: string;
                    "Accept-Ranges"?: "bytes";
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
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
                    /** @description attachment, with the original name as an ASCII `filename=` and an RFC 5987 `filename*=UTF-8''...`. */
                    "Content-Disposition"?: string;
                    /** @description Bytes in this answer. */
                    "Content-Length"?: number;
                    /** @description Strong; the SHA-256 of the whole document. */
                    ETag?: string;
                    /** @description When the document was uploaded. */
                    "Last-Modified"?: string;
                    "Accept-Ranges"?: "bytes";
                    /** @description The range sent: `bytes first-last/size`. */
                    "Content-Range"?: string;
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
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
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The byte range cannot be satisfied (`range_not_satisfiable`). */
            416: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteDocument: {
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
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    headDocument: {
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
                    /** @description attachment, with the original name as an ASCII `filename=` and an RFC 5987 `filename*=UTF-8''...`. */
                    "Content-Disposition"?: string;
                    /** @description Bytes in this answer. */
                    "Content-Length"?: number;
                    /** @description Strong; the SHA-256 of the whole document. */
                    ETag?: string;
                    /** @description When the document was uploaded. */
                    "Last-Modified"?: string;
                    "Accept-Ranges"?: "bytes";
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The requested byte range of the document. */
            206: {
                headers: {
                    /** @description attachment, with the original name as an ASCII `filename=` and an RFC 5987 `filename*=UTF-8''...`. */
                    "Content-Disposition"?: string;
                    /** @description Bytes in this answer. */
                    "Content-Length"?: number;
                    /** @description Strong; the SHA-256 of the whole document. */
                    ETag?: string;
                    /** @description When the document was uploaded. */
                    "Last-Modified"?: string;
                    "Accept-Ranges"?: "bytes";
                    /** @description The range sent: `bytes first-last/size`. */
                    "Content-Range"?: string;
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The client's copy is current. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The byte range cannot be satisfied (`range_not_satisfiable`). */
            416: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDocumentText: {
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
            /** @description The document's text. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem details. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCandidateDocuments: {
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
            /** @description Documents, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCandidateNotes: {
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
            /** @description The notes the caller may see, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCandidateNote: {
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
                "application/json": components["schemas"]["NoteInput"];
            };
        };
        responses: {
            /** @description A note on a candidate. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCandidateNote: {
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
                "application/json": components["schemas"]["NoteUpdate"];
            };
        };
        responses: {
            /** @description A note on a candidate. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCandidateNote: {
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
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchCandidates: {
        parameters: {
            query: {
                /** @description Words that must all match the candidate, each in its name, email, a document or a note the caller may read; `"a phrase"` within one of them; `word*` a prefix. Case and accents are ignored; other characters only separate words. At most 1,000 characters and 32 terms. */
                q: string;
                /** @description Candidates per page, 1..100 (default 20). */
                limit?: string;
                /** @description The next page, as given in the `Link` header of the previous one (with the same `q`). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The candidates found, best first, with where they matched. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCandidateQualityFlags: {
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
            /** @description Quality flags, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QualityFlag"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCandidateQualityFlag: {
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
                "application/json": components["schemas"]["QualityFlagInput"];
            };
        };
        responses: {
            /** @description A quality flag on a candidate. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QualityFlag"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listQualityFlags: {
        parameters: {
            query: {
                /** @description Items per page, 1..1000 (default 100). */
                limit?: string;
                /** @description Return only items whose Id is greater. */
                after?: string;
                /** @description The candidates whose flags to read: up to 100 ids, comma-separated. Unseen and missing ones have none. */
                CandidateIds: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quality flags, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandidateQualityFlag"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCandidateQualityFlag: {
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
            /** @description Removed. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listVacancies: {
        parameters: {
            query?: {
                /** @description Items per page, 1..1000 (default 100). */
                limit?: string;
                /** @description Return only items whose Id is greater. */
                after?: string;
                /** @description Only the vacancies whose hiring team includes this member. */
                HiringTeamMemberId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vacancies, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacancy"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createVacancy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VacancyInput"];
            };
        };
        responses: {
            /** @description A vacancy. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacancy"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getVacancy: {
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
            /** @description A vacancy. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacancy"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateVacancy: {
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
                "application/json": components["schemas"]["VacancyUpdate"];
            };
        };
        responses: {
            /** @description A vacancy. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacancy"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listVacancyStages: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vacancy's stages in `Position` order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stage"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addVacancyStage: {
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
                "application/json": components["schemas"]["StageInput"];
            };
        };
        responses: {
            /** @description A stage of a vacancy's pipeline; `Position` 1, 2, 3... with no gap. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stage"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateVacancyStage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                id: string;
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                stageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StageUpdate"];
            };
        };
        responses: {
            /** @description A stage of a vacancy's pipeline; `Position` 1, 2, 3... with no gap. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stage"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteVacancyStage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                id: string;
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                stageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; the stages after it moved up one. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getHiringTeam: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hiring team in `MemberId` order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HiringTeamMember"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceHiringTeam: {
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
                "application/json": components["schemas"]["HiringTeamInput"];
            };
        };
        responses: {
            /** @description The hiring team in `MemberId` order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HiringTeamMember"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApplicationInterviews: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Interviews, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    scheduleInterview: {
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
                "application/json": components["schemas"]["InterviewInput"];
            };
        };
        responses: {
            /** @description An interview of an application. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getInterview: {
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
            /** @description An interview of an application. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateInterview: {
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
                "application/json": components["schemas"]["InterviewUpdate"];
            };
        };
        responses: {
            /** @description An interview of an application. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelInterview: {
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
            /** @description An interview of an application. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getInterviewCalendar: {
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
            /** @description The calendar, `text/calendar; charset=utf-8; method=REQUEST` (or `CANCEL`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMemberInterviews: {
        parameters: {
            query?: {
                /** @description Interviews starting at or after this (default: now): ISO 8601 with a time zone (stored and answered in UTC). */
                From?: string;
                /** @description Interviews starting before this (default: no end): ISO 8601 with a time zone (stored and answered in UTC). */
                To?: string;
                /** @description Items per page, 1..1000 (default 100). */
                limit?: string;
                /** @description With `From`: among the interviews starting exactly at `From`, only those of a greater Id (the `Link: rel="next"` sets both). */
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
            /** @description Interviews, in start order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberInterview"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getScorecardAttributes: {
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
            /** @description What a vacancy's scorecards rate, in order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScorecardAttributes"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceScorecardAttributes: {
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
                "application/json": components["schemas"]["ScorecardAttributes"];
            };
        };
        responses: {
            /** @description What a vacancy's scorecards rate, in order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScorecardAttributes"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    writeScorecard: {
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
                "application/json": components["schemas"]["ScorecardInput"];
            };
        };
        responses: {
            /** @description An interviewer's judgement of an interview. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scorecard"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApplicationScorecards: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scorecards, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scorecard"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCandidateApplications: {
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
            /** @description Applications the caller may see, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApplication: {
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
                "application/json": components["schemas"]["ApplicationInput"];
            };
        };
        responses: {
            /** @description A candidate on a vacancy's pipeline. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listVacancyApplications: {
        parameters: {
            query?: {
                /** @description Items per page, 1..1000 (default 100). */
                limit?: string;
                /** @description Return only items whose Id is greater. */
                after?: string;
                /** @description Only the applications in this stage of the vacancy. */
                StageId?: string;
                Status?: components["schemas"]["ApplicationStatus"];
            };
            header?: never;
            path: {
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Applications the caller may see, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBoardCards: {
        parameters: {
            query?: {
                /** @description Items per page, 1..1000 (default 100). */
                limit?: string;
                /** @description Return only items whose Id is greater. */
                after?: string;
                /** @description Only the applications in this stage of the vacancy. */
                StageId?: string;
                Status?: components["schemas"]["ApplicationStatus"];
            };
            header?: never;
            path: {
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cards, oldest application first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardCard"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApplication: {
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
            /** @description A candidate on a vacancy's pipeline. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApplicationHistory: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Changes, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationHistoryEntry"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    moveApplication: {
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
                "application/json": components["schemas"]["MoveInput"];
            };
        };
        responses: {
            /** @description A candidate on a vacancy's pipeline. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rejectApplication: {
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
                "application/json": components["schemas"]["RejectInput"];
            };
        };
        responses: {
            /** @description A candidate on a vacancy's pipeline. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    withdrawApplication: {
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
                "application/json": components["schemas"]["WithdrawInput"];
            };
        };
        responses: {
            /** @description A candidate on a vacancy's pipeline. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    hireApplication: {
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
            /** @description A candidate on a vacancy's pipeline. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reopenApplication: {
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
            /** @description A candidate on a vacancy's pipeline. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCandidateEmails: {
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
            /** @description The candidate's emails, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Email"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendCandidateEmail: {
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
                "application/json": components["schemas"]["EmailInput"];
            };
        };
        responses: {
            /** @description An email to a candidate (SPEC C10). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Email"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEmailTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every template, by name. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of application_received, application_rejected, interview_invitation, interview_assignment, member_invitation, password_reset, notification_application_received, notification_application_resubmitted, notification_scorecard_due. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plain text with the placeholders {{FirstName}}, {{LastName}} (the candidate’s), {{VacancyTitle}}, {{OrganizationName}}, {{InterviewStart}} (in the reader’s time zone, with its name), {{InterviewLocation}}; `interview_assignment`, written to each interviewer, also {{MemberName}} (the interviewer’s), {{CandidateUrl}} and {{ScorecardUrl}} (links into the console); the `notification_*` templates, written to a member, {{MemberName}} and {{CandidateUrl}}, and `notification_scorecard_due` {{ScorecardUrl}}. The members’ own `member_invitation` and `password_reset` take {{MemberName}}, {{OrganizationName}}, {{Link}} (required: where the member sets its password) and {{LinkExpiresDate}}. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of application_received, application_rejected, interview_invitation, interview_assignment, member_invitation, password_reset, notification_application_received, notification_application_resubmitted, notification_scorecard_due. */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTemplateInput"];
            };
        };
        responses: {
            /** @description Plain text with the placeholders {{FirstName}}, {{LastName}} (the candidate’s), {{VacancyTitle}}, {{OrganizationName}}, {{InterviewStart}} (in the reader’s time zone, with its name), {{InterviewLocation}}; `interview_assignment`, written to each interviewer, also {{MemberName}} (the interviewer’s), {{CandidateUrl}} and {{ScorecardUrl}} (links into the console); the `notification_*` templates, written to a member, {{MemberName}} and {{CandidateUrl}}, and `notification_scorecard_due` {{ScorecardUrl}}. The members’ own `member_invitation` and `password_reset` take {{MemberName}}, {{OrganizationName}}, {{Link}} (required: where the member sets its password) and {{LinkExpiresDate}}. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reportPipeline: {
        parameters: {
            query: {
                /** @description The vacancy whose funnel to report. */
                VacancyId: string;
                /**
                 * @description Start of the range, inclusive (ISO 8601 date-time, any offset).
                 * @example 2026-09-01T00:00:00Z
                 */
                From?: string;
                /**
                 * @description End of the range, exclusive; must be after `From`.
                 * @example 2026-12-01T00:00:00+01:00
                 */
                To?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The funnel. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineReport"];
                    "text/csv": string;
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reportSources: {
        parameters: {
            query?: {
                /**
                 * @description Start of the range, inclusive (ISO 8601 date-time, any offset).
                 * @example 2026-09-01T00:00:00Z
                 */
                From?: string;
                /**
                 * @description End of the range, exclusive; must be after `From`.
                 * @example 2026-12-01T00:00:00+01:00
                 */
                To?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sources. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceLine"][];
                    "text/csv": string;
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reportTimeToHire: {
        parameters: {
            query?: {
                /**
                 * @description Start of the range, inclusive (ISO 8601 date-time, any offset).
                 * @example 2026-09-01T00:00:00Z
                 */
                From?: string;
                /**
                 * @description End of the range, exclusive; must be after `From`.
                 * @example 2026-12-01T00:00:00+01:00
                 */
                To?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vacancies with hires. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeToHireLine"][];
                    "text/csv": string;
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reportInterviewers: {
        parameters: {
            query?: {
                /**
                 * @description Start of the range, inclusive (ISO 8601 date-time, any offset).
                 * @example 2026-09-01T00:00:00Z
                 */
                From?: string;
                /**
                 * @description End of the range, exclusive; must be after `From`.
                 * @example 2026-12-01T00:00:00+01:00
                 */
                To?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The interviewers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewerLine"][];
                    "text/csv": string;
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApplicationSubmission: {
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
            /** @description The latest sending of the careers form for an application. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApplicationSubmissions: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionEntry"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCandidateConsents: {
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
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consent"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
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
            /** @description Events, in commit order. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCandidateEvents: {
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
            /** @description Events, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
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
            /** @description Subscriptions, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookInput"];
            };
        };
        responses: {
            /** @description A webhook subscription just made, with its signing secret. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A webhook subscription, without its secret. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
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
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attempts, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Items per page, 1..1000 (default 100). */
                limit?: string;
                /** @description Return only items whose Id is greater. */
                after?: string;
                /** @description Only the rows of this candidate. */
                CandidateId?: string;
                /** @description Only the rows of this member. */
                MemberId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Audit rows, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEvent"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMembers: {
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
            /** @description Members, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberInput"];
            };
        };
        responses: {
            /** @description A member of the recruiting team. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A member of the recruiting team. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateMember: {
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
                "application/json": components["schemas"]["MemberUpdateInput"];
            };
        };
        responses: {
            /** @description A member of the recruiting team. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resendMemberInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive decimal integer, 1 to 9007199254740991. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A member of the recruiting team. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMemberTokens: {
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
            /** @description Tokens, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createMemberToken: {
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
                "application/json": components["schemas"]["TokenInput"];
            };
        };
        responses: {
            /** @description A token just issued, with its secret. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeToken: {
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
            /** @description Revoked. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setMemberPassword: {
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
                "application/json": components["schemas"]["PasswordInput"];
            };
        };
        responses: {
            /** @description Set. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMemberNotifications: {
        parameters: {
            query?: {
                /** @description `true`: unread ones only; `false` (the default): all. */
                Unread?: "true" | "false";
                /** @description Items per page, 1..1000 (default 100). */
                limit?: string;
                /** @description Newest first: only items after this Id in that order, i.e. of a smaller Id (the `Link: rel="next"` sets it). */
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
            /** @description The notifications, newest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    markMemberNotificationsRead: {
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
                "application/json": components["schemas"]["NotificationsReadInput"];
            };
        };
        responses: {
            /** @description Marked. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDirectory: {
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
            /** @description The current members, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectoryEntry"][];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in member of a console session. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInInput"];
            };
        };
        responses: {
            /** @description The signed-in member of a console session. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem details. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the token or session (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the sign-in page shows before anyone has signed in. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetInput"];
            };
        };
        responses: {
            /** @description If the email is a member's, a link is on its way. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with what is stored (`member_exists`, ...). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem details. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setPasswordFromLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkPasswordInput"];
            };
        };
        responses: {
            /** @description Whose password was set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkPasswordResult"];
                };
            };
            /** @description The request is invalid (`validation_failed` naming the field at fault, `malformed_json`), or names something that does not exist where the operation has no 404. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid token (`invalid_token`), or the token lacks a scope the operation needs (`insufficient_scope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing has this id (`candidate_not_found`, `document_not_found`, ...). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The link works no more (`link_used`, `link_expired`, `link_replaced`): ask for a new one. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over the size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body's type is not one the operation takes (`unsupported_media_type`, `unsupported_document_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`); the body names only the `requestId`, which the log also holds. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or a store it depends on does not answer (`service_unavailable`); send the request again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listJobs: {
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
            /** @description Jobs, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"][];
                };
            };
            /** @description A paging parameter is invalid (`validation_failed`, naming it), or the path is no valid percent-encoding. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or its database does not answer. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vacancy's id, a positive decimal integer. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An open, published vacancy, as anyone may read it without a token. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description The id is no positive decimal integer, or the path is no valid percent-encoding (`validation_failed`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No published job has this id (`job_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or its database does not answer. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyToJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vacancy's id, a positive decimal integer. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description 1..100 characters. */
                    FirstName: string;
                    /** @description 1..100 characters. */
                    LastName: string;
                    /** @description An email address. A candidate whose email is this one, ignoring case, is used as it is: none of its fields changes, and the CV becomes its `Document` only when it has none (the names, phone and CV sent are kept with the submission). */
                    Email: string;
                    /** @description Optional, 0..50 characters: digits, spaces and + ( ) . / -. */
                    Phone?: string;
                    /** @description Optional, 0..10000 characters. */
                    CoverLetter?: string;
                    /**
                     * @description Must be `true`: the applicant agrees to the processing of its data for this application.
                     * @enum {string}
                     */
                    Consent: "true";
                    /** @description Optional `true`: the application may be kept for later openings. */
                    RetentionConsent?: string;
                    /** @description Optional, 0..100 characters, one line: where the applicant came from; `careers` when none is given. */
                    Source?: string;
                    /** @description Optional: the applicant's time zone, an IANA name such as `Europe/Paris` (the careers form sends the browser's). It is set on a candidate the application makes, never on one already held; a name the service does not know is ignored (the service's `ATS_TIME_ZONE` then applies), never a fault. */
                    TimeZone?: string;
                    /** @description Leave empty: a field people never see (a form hides it). When it is not empty the answer is the same 201, and nothing is kept. */
                    Website?: string;
                    /**
                     * Format: binary
                     * @description The CV: PDF, DOC or DOCX, read from the content, as large as a document may be.
                     */
                    Document: string;
                };
            };
        };
        responses: {
            /** @description The answer to an application: the same whether the email was known or not. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobApplicationReceipt"];
                };
            };
            /** @description The id is no positive decimal integer, or a field is at fault (`validation_failed`, naming it; `errors` lists every fault), or the body is no well-formed form. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No published job has this id (`job_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The CV, or the other fields together, are over their size limit (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The CV is no PDF, DOC or DOCX (`unsupported_document_type`), or the body is no multipart form (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many applications from this address within an hour (`rate_limited`); `Retry-After` says when to try again. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Something failed on the server (`internal_error`). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The service is shutting down, or its database does not answer. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
