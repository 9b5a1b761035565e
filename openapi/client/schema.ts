/**
 * Types of the Kominote API, generated from openapi/openapi.json by `npm run openapi:generate`.
 * Do not edit: change the contract in core/src/contract/ and regenerate.
 */

export interface paths {
    "/api/activity/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gives the latest real actions on the platform and the number of members active in the last 15 minutes.
         * @description Open to everyone.
         */
        get: operations["getLiveActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answers a question from the platform's own content, in the requester's language, naming its sources.
         * @description Signed-in members only (the session cookie).
         *
         *     With `Accept: text/event-stream` the answer streams as Server-Sent Events, in this order: `event: sources` (data `{"sources":[{"title","href"}]}`), zero or more `event: delta` (data `{"text"}`: the next piece of the answer, to append), then `event: done` (data `{"response","sources","answered"}`; `answered` is false when the platform's content does not answer the question). A failure after the stream started ends it with `event: error` (data `{"code","message"}`, the message in the requester's language) instead of `done`. Bad input, a signed-out requester and the rate limit (20 questions per member per 10 minutes) are answered before any stream, as the usual JSON errors. Without that Accept header the whole answer comes as one JSON object.
         */
        post: operations["askAi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/voice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads a text aloud in its language's voice, answering an MP3 file.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["synthesizeVoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gives the signed-in member; 401 means nobody is signed in.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connection-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the internet connection points: verified ones, and the requester's own awaiting review or rejected (with the reason); never another member's unverified ones.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listConnectionPoints"];
        put?: never;
        /**
         * Reports an internet connection point; it is shown to others once a moderator verifies it.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["createConnectionPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connection-points/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The connection map's figures over the verified points: how many, how many active, how many free, their mean speed.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["getConnectionPointSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connection-points/{id}": {
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
        /**
         * Corrects a connection point or reports its status after a test; its reporter (a correction beyond status, speed and reliability is reviewed again) or a moderator only.
         * @description Signed-in members only (the session cookie).
         */
        patch: operations["updateConnectionPoint"];
        trace?: never;
    };
    "/api/contributions/{contributionId}": {
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
        /**
         * Edits one of the signed-in member's own contributions.
         * @description Signed-in members only (the session cookie).
         */
        patch: operations["updateContribution"];
        trace?: never;
    };
    "/api/contributions/{id}/request-call": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks the author of a contribution, who allowed direct contact, to call back.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["requestCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Streams the signed-in member's new points, stats and notifications, and everyone's live meeting status, meeting comments and activity, as Server-Sent Events (a visitor receives the public ones only).
         * @description Open to everyone.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gives the currency converter's rates per US dollar and their date.
         * @description Open to everyone.
         */
        get: operations["getExchangeRates"];
        /**
         * Replaces the currency converter's rates.
         * @description Admins only.
         */
        put: operations["updateExchangeRates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum-posts/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Likes a visible forum post; a member likes a post once, liking again changes nothing. Liking one's own post is refused with 409 (FORUM_POST.OWN_POST) and counts nothing.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["likeForumPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gives one visible forum (title, description, creator, post count); a hidden or unknown forum is not found.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["getForum"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forums/{id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pins a visible forum at the top of its service's list, or unpins it; audited. Asking for the state the forum is already in changes nothing and audits nothing.
         * @description Moderators and admins only.
         */
        post: operations["pinForum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forums/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the visible posts of a forum, oldest first.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listForumPosts"];
        put?: never;
        /**
         * Posts a message in a forum.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["createForumPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/government-agencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the approved government agencies of the directory.
         * @description Open to everyone.
         */
        get: operations["listGovernmentAgencies"];
        put?: never;
        /**
         * Submits a government agency for review.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["createGovernmentAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ideas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the visible ideas of every service, one page at a time, newest first unless sorted; authors are named to members only.
         * @description Open to everyone.
         */
        get: operations["listIdeas"];
        put?: never;
        /**
         * Shares an idea for a service.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["createIdea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ideas/service/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the visible ideas of one service, one page at a time, newest first unless sorted; authors are named to members only.
         * @description Open to everyone.
         */
        get: operations["listServiceIdeas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ideas/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts the visible ideas, their votes and the services that have ideas.
         * @description Open to everyone.
         */
        get: operations["getIdeaSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ideas/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Casts the signed-in member's vote for an idea. A vote is never taken back; a second vote (IDEA.ALREADY_VOTED) and a vote for one's own idea (IDEA.OWN_IDEA) are refused with 409 and change nothing.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["voteIdea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/generate-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gives the signed-in member's personal invitation link.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["generateInviteLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the members whose invitations were accepted most.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listTopInviters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invites someone by e-mail or text message, or records a social or link share.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["sendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gives how many invitations the signed-in member sent, how many were accepted, and their rank.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["getInvitationStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The link at the foot of every invitation: the address or number it was sent to is never invited again. Needs no account; the signed token is the proof.
         * @description Open to everyone.
         */
        get: operations["unsubscribeFromInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gives the ranking of each of the eight leaderboard categories; visitors get it without names.
         * @description Open to everyone.
         */
        get: operations["getLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboard/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gives the signed-in member's own standing beside the leaderboard, read now: the points bar's rank and points, and their own row in each category, ranked among the board's other rows.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["getOwnLeaderboardStanding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-meeting-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tells whether the community meeting is being broadcast, where to join it and how many watch.
         * @description Open to everyone.
         */
        get: operations["getLiveMeetingStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-meeting/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the comments under the meeting being broadcast, newest first, a page at a time (empty while none is live).
         * @description Open to everyone.
         */
        get: operations["listLiveComments"];
        put?: never;
        /**
         * Posts a short comment under the meeting being broadcast; every open page receives it.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["postLiveComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-meeting/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts an open live page (sent periodically while it stays open) and gives the viewer count.
         * @description Open to everyone.
         */
        post: operations["reportLivePresence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-meeting/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts the community meeting broadcast.
         * @description Moderators and admins only.
         */
        post: operations["startLiveMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-meeting/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stops the community meeting broadcast.
         * @description Moderators and admins only.
         */
        post: operations["stopLiveMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists places, a page at a time: approved ones by default, with the signed-in member's own by status. The next page is in the Link header (rel="next") and in X-Next-Cursor, both absent on the last page.
         * @description Open to everyone.
         */
        get: operations["listLocations"];
        put?: never;
        /**
         * Submits a place for review, as JSON (map page) or as a multipart form with a photo (location finder).
         * @description Signed-in members only (the session cookie).
         */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the places the signed-in member submitted, whatever their review status, with the reason of a refusal.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listMyLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The map's figures: approved places, those with a photo, those added in the last 7 days.
         * @description Open to everyone.
         */
        get: operations["getLocationSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One place: anyone sees an approved one; its author and moderators also see it pending or refused.
         * @description Open to everyone.
         */
        get: operations["getLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edits a place; its submitter or a moderator only. A submitter's edit of a published place sends it back to review.
         * @description Signed-in members only (the session cookie).
         */
        patch: operations["updateLocation"];
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browser entry to sign in: redirects to the sign-in page, then back to returnTo.
         * @description Open to everyone.
         */
        get: operations["loginNavigation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browser entry to sign out: ends the session when the navigation comes from this site, then redirects home.
         * @description Open to everyone.
         */
        get: operations["logoutNavigation"];
        put?: never;
        /**
         * Ends the current session.
         * @description Open to everyone.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the moderation decisions and administrative changes, newest first.
         * @description Moderators and admins only.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/content/{kind}/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hides an idea, forum or forum post with a reason; it is kept, never deleted.
         * @description Moderators and admins only.
         */
        post: operations["hideContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the submissions awaiting review (contributions, places, agencies, safe places, connection points), oldest first.
         * @description Moderators and admins only.
         */
        get: operations["listReviewQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the reported ideas, forums and posts still visible, the longest waiting first.
         * @description Moderators and admins only.
         */
        get: operations["listContentReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismisses an item's open reports as unfounded: it leaves the reports list and stays visible; a new member's report brings it back.
         * @description Moderators and admins only.
         */
        post: operations["dismissContentReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reviews/{kind}/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a pending submission, publishing it and awarding its author's points.
         * @description Moderators and admins only.
         */
        post: operations["approveSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reviews/{kind}/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a pending submission with a reason its author can read.
         * @description Moderators and admins only.
         */
        post: operations["rejectSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the signed-in member's notifications, newest first.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a system announcement to every member as a notification.
         * @description Moderators and admins only.
         */
        post: operations["sendAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/mark-all-read": {
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
        /**
         * Marks every notification of the signed-in member as read.
         * @description Signed-in members only (the session cookie).
         */
        patch: operations["markAllNotificationsRead"];
        trace?: never;
    };
    "/api/notifications/{id}/read": {
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
        /**
         * Marks one of the signed-in member's notifications as read.
         * @description Signed-in members only (the session cookie).
         */
        patch: operations["markNotificationRead"];
        trace?: never;
    };
    "/api/places.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every approved place, verified safe place and verified connection point that works, as CSV (RFC 4180; cells that a spreadsheet would run as a formula start with a quote).
         * @description Open to everyone.
         */
        get: operations["exportPlacesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places.geojson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every approved place, verified safe place and verified connection point that works, as a GeoJSON FeatureCollection (ETag, cacheable).
         * @description Open to everyone.
         */
        get: operations["exportPlacesGeoJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the public-service areas in display order, localized to the requester's language.
         * @description Open to everyone.
         */
        get: operations["listPublicServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reports an idea, forum, forum post or live meeting comment to the moderators with a reason; once per member and item.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["reportContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resend-email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the signed-in member a new link to confirm their e-mail address; the earlier unused links stop working. At most one a minute and five a day.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["resendEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/safe-places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the safe places: verified ones, and the requester's own awaiting review or rejected (with the reason); never another member's unverified ones.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listSafePlaces"];
        put?: never;
        /**
         * Reports a safe place; it is shown to others once a moderator verifies it.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["createSafePlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/safe-places/{id}": {
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
        /**
         * Corrects a safe place; its reporter (the correction is reviewed again) or a moderator only.
         * @description Signed-in members only (the session cookie).
         */
        patch: operations["updateSafePlace"];
        trace?: never;
    };
    "/api/send-email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a 6-digit sign-in code to an e-mail address.
         * @description Open to everyone.
         */
        post: operations["sendEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/send-phone-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a 6-digit sign-in code to a phone number by text message.
         * @description Open to everyone.
         */
        post: operations["sendPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/forums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the visible forums of a service, pinned ones first.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listServiceForums"];
        put?: never;
        /**
         * Opens a new forum in a service.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["createForum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes this service the signed-in member's main service.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["joinService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the tasks of a service in the order they are done, with the signed-in member's own part in each.
         * @description Open to everyone.
         */
        get: operations["listServiceTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Names a task in the requester's language, with the service it belongs to.
         * @description Open to everyone.
         */
        get: operations["getTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{id}/contactable-contributors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the contributors of a task who agreed to be called, without their numbers.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listContactableContributors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{id}/contribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records the signed-in member's contribution to a task and tells which task comes next.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["contributeToTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{id}/contributions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the contributions made to a task, without anyone's contact details.
         * @description Open to everyone.
         */
        get: operations["listTaskContributions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/translate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Translates text members wrote into one of the five languages.
         * @description Open to everyone.
         */
        post: operations["translateText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores a file for a contribution (media up to 10 MB, or a PDF), checked by its bytes.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/recent-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the signed-in member's latest point awards, newest first.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listRecentPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gives the signed-in member's points, weekly points, rank and contribution count.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["getUserStats"];
        put?: never;
        post?: never;
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
        get?: never;
        put?: never;
        /**
         * Creates a member account, signs the new member in and sends an e-mail address confirmation.
         * @description Open to everyone.
         */
        post: operations["registerUser"];
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
        /**
         * The signed-in member leaves: personal data and files are removed, their content stays under 'former member', every session ends (decision 0020).
         * @description Signed-in members only (the session cookie).
         */
        delete: operations["deleteOwnAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/deletion-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the code confirming that the signed-in member leaves, to the account's own e-mail (else its phone).
         * @description Signed-in members only (the session cookie).
         */
        post: operations["sendAccountDeletionCode"];
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
        /**
         * Downloads everything stored about the signed-in member as one JSON file (no password hash, no tokens).
         * @description Signed-in members only (the session cookie).
         */
        get: operations["exportOwnData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/contributions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the signed-in member's contributions for the account page.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listUserContributions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/profile": {
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
        /**
         * Updates the signed-in member's own profile; the member number never changes.
         * @description Signed-in members only (the session cookie).
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/users/{id}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the forum posts the signed-in member wrote.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listUserResponses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/task-contributions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the signed-in member's contributions with their task and review status.
         * @description Signed-in members only (the session cookie).
         */
        get: operations["listUserTaskContributions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/join-service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the main service of the signed-in member, who must be the member in the path.
         * @description Signed-in members only (the session cookie).
         */
        post: operations["joinServiceForUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirms a member's e-mail address with the token from the confirmation e-mail.
         * @description Open to everyone.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-email-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with the code sent to an e-mail address.
         * @description Open to everyone.
         */
        post: operations["verifyEmailLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-phone-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with the code sent to a phone number.
         * @description Open to everyone.
         */
        post: operations["verifyPhoneLogin"];
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
        AccountContribution: {
            id: number;
            taskTitle: string;
            notes: string;
            /** Format: date-time */
            contributedAt: string;
            hasContactInfo: boolean;
            status: components["schemas"]["ReviewStatus"];
        };
        Acknowledgement: {
            message: string;
        };
        /** @enum {string} */
        AgencyType: "ministry" | "municipality" | "court" | "police" | "hospital" | "school" | "customs" | "immigration" | "tax" | "notary" | "other";
        AiSource: {
            title: string;
            /** @description A page of this site, when the source has one. */
            href: string | null;
        };
        /** @description Data of each `event: delta`: the next piece of the answer, to append. */
        AiStreamDelta: {
            text: string;
        };
        /** @description Data of the last event, `event: done`. */
        AiStreamDone: {
            response: string;
            sources: components["schemas"]["AiSource"][];
            /** @description False when nothing on the platform answers the question: the response says so and where to look. */
            answered: boolean;
        };
        /** @description Data of `event: error`, sent instead of `done` when the answer fails midway. */
        AiStreamError: {
            code: string;
            message: string;
        };
        /** @description Data of the first event, `event: sources`. */
        AiStreamSources: {
            sources: components["schemas"]["AiSource"][];
        };
        AiVoiceRequest: {
            text: string;
            /**
             * @description The voice to read in: the answer's language. The requester's language when left out.
             * @enum {string}
             */
            language?: "ht" | "fr" | "en" | "es" | "pt";
        };
        AnnouncementReceipt: {
            recipientCount: number;
        };
        AnnouncementRequest: {
            title: string;
            message: string;
            /** @description Only the members who joined this service; every member when absent. */
            serviceId?: number;
        };
        AskAiRequest: {
            question: string;
        };
        AskAiResponse: {
            /** @description The answer, in the requester's language. */
            response: string;
            sources: components["schemas"]["AiSource"][];
        };
        /** @description The data line of one event of the answer's stream, by event name. */
        AskAiStreamEvent: components["schemas"]["AiStreamSources"] | components["schemas"]["AiStreamDelta"] | components["schemas"]["AiStreamDone"] | components["schemas"]["AiStreamError"];
        AuditEntry: {
            id: number;
            actor: {
                id: number;
                fullName: string;
            };
            /** @enum {string} */
            action: "approve" | "reject" | "hide" | "dismissReports" | "pinForum" | "unpinForum" | "startLive" | "stopLive" | "announce" | "updateRates" | "deleteAccount";
            targetKind: string | null;
            targetId: number | null;
            /** @description The target in words, for people: a contribution's task title in the reader's language, the first words of an idea or forum post, a forum's title. Null when the entry has no target, its kind has no words (a rate change), or the target no longer exists. */
            targetLabel: string | null;
            /** @description True when the target the entry names no longer exists. */
            targetRemoved: boolean;
            /** @description Where the target can be seen, when it has a page. */
            targetPage: {
                /** @enum {string} */
                kind: "forum" | "task";
                id: number;
            } | null;
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CallRequest: {
            callerName: string;
            callerPhone: string;
            message?: string | null;
        };
        CallRequestReceipt: {
            id: number;
            /** Format: date-time */
            createdAt: string;
        };
        CodeSentResponse: {
            message: string;
            /** @example 60 */
            resendAfterSeconds: number;
        };
        ConnectionPoint: {
            id: number;
            name: string;
            description: string;
            latitude: number;
            longitude: number;
            address: string;
            connectionType: components["schemas"]["ConnectionType"];
            /** @description Measured speed in Mbps. */
            speed: number;
            reliability: number;
            isPublic: boolean;
            isFree: boolean;
            /** @description What it takes to connect; null for a free point. */
            requirements: string | null;
            /** @description Full name of the member who added it. */
            reportedBy: string;
            /** Format: date-time */
            reportedAt: string;
            /** Format: date-time */
            lastTested: string | null;
            status: components["schemas"]["ConnectionStatus"];
            verificationStatus: components["schemas"]["VerificationStatus"];
            rejectionReason: string | null;
            canEdit: boolean;
        };
        ConnectionPointSummary: {
            total: number;
            /** @description Verified points whose status is active. */
            active: number;
            free: number;
            /** @description Mean speed of the verified points, rounded to whole Mbps; 0 when there are none. */
            averageSpeed: number;
        };
        /** @enum {string} */
        ConnectionStatus: "active" | "inactive" | "intermittent" | "unknown";
        /** @enum {string} */
        ConnectionType: "wifi" | "4g" | "3g" | "satellite" | "cable";
        ContactableContributor: {
            contributionId: number;
            fullName: string;
            profilePhoto: string | null;
            /** Format: date-time */
            contributedAt: string;
        };
        ContributeRequest: {
            /** @description Accepted for compatibility and ignored: the author is the signed-in member. */
            userId?: number | null;
            notes: string;
            userLocation?: components["schemas"]["UserLocation"];
            hasContactInfo?: boolean;
            /**
             * @description A valid phone number: 8 digits are read as Haitian (+509); any other country with its + and code. Stored and answered in E.164.
             * @example +50937123456
             */
            phoneNumber?: string | null;
            address?: string | null;
            contactNotes?: string | null;
            allowDirectContact?: boolean;
            hasWebsite?: boolean;
            /** Format: uri */
            websiteUrl?: string | null;
            mediaUploadIds?: string[];
            /** Format: uuid */
            pdfUploadId?: string | null;
        };
        ContributeResponse: {
            contribution: components["schemas"]["Contribution"];
            nextTask: components["schemas"]["NextTask"];
            pointsAwarded: number;
        };
        Contribution: {
            id: number;
            taskId: number;
            notes: string;
            address: string | null;
            phoneNumber: string | null;
            hasContactInfo: boolean;
            allowDirectContact: boolean;
            hasWebsite: boolean;
            websiteUrl: string | null;
            contactNotes: string | null;
            mediaUrls: string[];
            pdfUrl: string | null;
            status: components["schemas"]["ReviewStatus"];
            rejectionReason: string | null;
            /** Format: date-time */
            contributedAt: string;
        };
        CreateConnectionPointRequest: {
            name: string;
            address: string;
            description: string;
            latitude: number;
            longitude: number;
            connectionType: components["schemas"]["ConnectionType"];
            /** @description Measured speed in Mbps. */
            speed: number;
            /** @description 0 to 5; 0 when not given. */
            reliability?: number;
            isPublic?: boolean;
            isFree?: boolean;
            requirements?: string | null;
        };
        CreateForumPostRequest: {
            content: string;
        };
        CreateForumRequest: {
            title: string;
            description?: string | null;
        };
        CreateGovernmentAgencyRequest: {
            name: string;
            type: components["schemas"]["AgencyType"];
            description: string;
            /**
             * @description A valid phone number: 8 digits are read as Haitian (+509); any other country with its + and code. Stored and answered in E.164.
             * @example +50937123456
             */
            phone: string;
            /**
             * Format: email
             * @example marie.joseph@example.ht
             */
            email?: string | null;
            address: string;
            /** Format: uri */
            website?: string | null;
            services: string[];
            department: components["schemas"]["Department"];
        };
        CreateIdeaRequest: {
            content: string;
            /** @description The service the idea is for. */
            serviceId: number;
        };
        CreateLocationForm: {
            name: string;
            description?: string | null;
            latitude: number;
            longitude: number;
            /** Format: binary */
            photo?: string;
        };
        CreateLocationRequest: {
            name: string;
            description?: string | null;
            /** Format: uri */
            photoUrl?: string | null;
            latitude: number;
            longitude: number;
        };
        CreateSafePlaceRequest: {
            name: string;
            address: string;
            description: string;
            latitude: number;
            longitude: number;
            category: components["schemas"]["SafePlaceCategory"];
            /** @description 0 to 5; 0 when not given. */
            safetyRating?: number;
            tags?: string[];
        };
        DeleteOwnAccountRequest: {
            /**
             * @description The 6-digit code that was sent.
             * @example 042917
             */
            code: string;
        };
        DeletionCodeSent: {
            /** @enum {string} */
            channel: "email" | "phone";
            /** @description The account's own e-mail address or phone number the code went to. */
            contact: string;
            message: string;
            /** @example 60 */
            resendAfterSeconds: number;
        };
        /** @enum {string} */
        Department: "Artibonite" | "Centre" | "Grand'Anse" | "Nippes" | "Nord" | "Nord-Est" | "Nord-Ouest" | "Ouest" | "Sud" | "Sud-Est";
        DismissReportsRequest: {
            kind: components["schemas"]["HideableKind"];
            id: number;
        };
        DismissedReports: {
            kind: components["schemas"]["HideableKind"];
            id: number;
            /** @description How many open reports this dismissal closed. */
            dismissedCount: number;
        };
        ErrorBody: {
            /** @example SERVICE.NOT_FOUND */
            code: string;
            message: string;
            /** @description Field path (dot-separated) -> what is wrong with it, for input errors. */
            fields?: {
                [key: string]: string;
            };
        };
        ExchangeRates: {
            /** @enum {string} */
            base: "USD";
            rates: {
                HTG: number;
                /** @enum {number} */
                USD: 1;
                EUR: number;
                CAD: number;
                GBP: number;
                DOP: number;
            };
            /** Format: date-time */
            updatedAt: string;
        };
        Forum: {
            id: number;
            serviceId: number;
            title: string;
            description: string | null;
            isPinned: boolean;
            creator: components["schemas"]["PersonRef"];
            /** Format: date-time */
            createdAt: string;
            /** @description Number of visible posts; the posts come from GET /api/forums/{id}/posts. */
            posts: number;
        };
        ForumPost: {
            id: number;
            forumId: number;
            content: string;
            /** Format: date-time */
            createdAt: string;
            author: components["schemas"]["PersonRef"];
            /** @description How many members like the post; always sent. */
            likesCount?: number;
            /** @description Whether the signed-in member likes the post; always sent. */
            hasLiked?: boolean;
            /** @description Whether the signed-in member wrote the post (they cannot like it); always sent. */
            isOwn?: boolean;
        };
        ForumPostLike: {
            postId: number;
            likesCount: number;
            /** @enum {boolean} */
            hasLiked: true;
        };
        ForumResponse: {
            id: number;
            subject: string | null;
            content: string;
            /** Format: date-time */
            createdAt: string;
            likesCount: number;
            forum: {
                id: number;
                name: string;
            };
        };
        GeneratedInviteLink: {
            /** Format: uri */
            inviteLink: string;
        };
        GeoJsonFeatureCollection: {
            /** @enum {string} */
            type: "FeatureCollection";
            features: {
                /** @enum {string} */
                type: "Feature";
                /** @description kind-id, unique across kinds, e.g. place-12. */
                id: string;
                geometry: {
                    /** @enum {string} */
                    type: "Point";
                    coordinates: [
                        number,
                        number
                    ];
                };
                properties: {
                    kind: components["schemas"]["OpenDataKind"];
                    id: number;
                    name: string;
                    description: string | null;
                    region: components["schemas"]["Region"] | null;
                    /** Format: date-time */
                    createdAt: string;
                };
            }[];
        };
        GovernmentAgency: {
            id: number;
            name: string;
            type: components["schemas"]["AgencyType"];
            description: string;
            phone: string;
            email: string | null;
            address: string;
            website: string | null;
            services: string[];
            department: components["schemas"]["Department"];
            /** @description Full name of the member who added it; null for the seeded directory. */
            submittedBy: string | null;
            status: components["schemas"]["ReviewStatus"];
            /** Format: date-time */
            createdAt: string;
        };
        HideContentRequest: {
            reason: string;
        };
        /** @enum {string} */
        HideableKind: "idea" | "forum" | "forumPost" | "liveComment";
        Idea: {
            id: number;
            content: string;
            serviceId: number;
            serviceName: string;
            /** @description Null for visitors: authors are shown to members only. */
            authorName: string | null;
            /** Format: date-time */
            createdAt: string;
            voteCount: number;
            /** @description Points the author earned from votes on this idea. */
            pointsEarned: number;
            /** @description Whether the requester voted; always false for visitors. */
            hasVoted: boolean;
            /** @description Whether the requester wrote it (and so may not vote for it); always false for visitors. */
            isOwn?: boolean;
        };
        IdeaSummary: {
            totalIdeas: number;
            totalVotes: number;
            /** @description Services with at least one visible idea. */
            servicesWithIdeas: number;
        };
        Invitation: {
            id: number;
            inviteMethod: components["schemas"]["InviteMethod"];
            accepted: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        InvitationStats: {
            /** @description Invitations sent by e-mail or text message; link shares are not sent invitations. */
            totalSent: number;
            /** @description People who registered on the member's invitation: an e-mail, a text message or their shared link. */
            totalAccepted: number;
            /** @description Times the member shared or copied their link: counted apart, never as sent. */
            totalShared: number;
            /** @description Rank among inviters; null before any accepted invitation. */
            rank: number | null;
        };
        /** @enum {string} */
        InviteMethod: "email" | "phone" | "social" | "link";
        InviterEntry: {
            id: number;
            fullName: string;
            inviteCount: number;
            /** @description Invitations sent by e-mail or text message that were accepted, in percent; null when none was sent. */
            successRate: number | null;
        };
        JoinServiceRequest: {
            serviceId: number;
        };
        /** @enum {string} */
        Language: "ht" | "fr" | "en" | "es" | "pt";
        Leaderboard: {
            tasks: components["schemas"]["LeaderboardEntry"][];
            invites: components["schemas"]["LeaderboardEntry"][];
            uploads: components["schemas"]["LeaderboardEntry"][];
            comments: components["schemas"]["LeaderboardEntry"][];
            views: components["schemas"]["LeaderboardEntry"][];
            weekly: components["schemas"]["LeaderboardEntry"][];
            first: components["schemas"]["LeaderboardEntry"][];
            diverse: components["schemas"]["LeaderboardEntry"][];
        };
        LeaderboardEntry: {
            rank: number;
            fullName: string | null;
            username: string | null;
            profilePhoto: string | null;
            score: number;
            /** @description Actions this week; the activity bar is full at 40. */
            weeklyActivity: number;
        };
        LeaderboardStanding: {
            /** @description The points bar's rank: 1 for the member with the most points, as GET /api/user/stats says. */
            rank: number;
            totalPoints: number;
            /** @description Points since Monday 00:00, America/Port_au_Prince. */
            weeklyPoints: number;
            /** @description The member's own row per category: their current score, ranked among the board's other rows; null with no score, or below the listed rows. */
            entries: {
                tasks: components["schemas"]["LeaderboardEntry"] | null;
                invites: components["schemas"]["LeaderboardEntry"] | null;
                uploads: components["schemas"]["LeaderboardEntry"] | null;
                comments: components["schemas"]["LeaderboardEntry"] | null;
                views: components["schemas"]["LeaderboardEntry"] | null;
                weekly: components["schemas"]["LeaderboardEntry"] | null;
                first: components["schemas"]["LeaderboardEntry"] | null;
                diverse: components["schemas"]["LeaderboardEntry"] | null;
            };
        };
        LiveAction: {
            id: string;
            /** @description The member's first name; null for a visitor (as on the leaderboard) and for a member who left. */
            userName: string | null;
            action: components["schemas"]["LiveActionType"];
            serviceName: string | null;
            serviceId: number | null;
            /** Format: date-time */
            occurredAt: string;
        };
        /** @enum {string} */
        LiveActionType: "contribution" | "idea" | "vote" | "forum" | "forumPost" | "place" | "serviceJoin" | "registration";
        LiveActivity: {
            /** @description Members who acted in the last `windowMinutes` minutes. */
            activeMemberCount: number;
            /** @example 15 */
            windowMinutes: number;
            recentActions: components["schemas"]["LiveAction"][];
        };
        LiveComment: {
            id: number;
            content: string;
            /** @description Who wrote it; null for a visitor reading. */
            author: {
                fullName: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        LiveCommentHidden: {
            /** @description The hidden comment's id. */
            id: number;
        };
        LiveCommentsPage: {
            comments: components["schemas"]["LiveComment"][];
            /** @description Pass as `before` for the older comments; null when there are none. */
            nextBefore: number | null;
        };
        LiveMeetingStatus: {
            isLive: boolean;
            meetingId: string | null;
            meetingUrl: string | null;
            /** Format: date-time */
            startedAt: string | null;
            /** @description People with the live page open right now. */
            viewerCount: number;
        };
        LivePresence: {
            viewerCount: number;
        };
        LivePresenceRequest: {
            /** Format: uuid */
            viewerId: string;
            leaving?: boolean;
        };
        Location: {
            id: number;
            name: string;
            description: string | null;
            photoUrl: string | null;
            latitude: number;
            longitude: number;
            region: components["schemas"]["Region"] | null;
            approved: boolean;
            status: components["schemas"]["ReviewStatus"];
            /** @description Why a moderator refused it; only its author and moderators see it. */
            rejectionReason: string | null;
            /** @description Full name of the member who added it; null once they left. */
            authorName: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        LocationSummary: {
            approved: number;
            withPhoto: number;
            /** @description Approved places created in the last 7 days. */
            addedThisWeek: number;
        };
        NextTask: {
            hasNext: boolean;
            id: number | null;
            title: string | null;
        };
        Notification: {
            id: number;
            type: components["schemas"]["NotificationType"];
            title: string;
            message: string;
            isRead: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @enum {string} */
        NotificationType: "task_response" | "call_request" | "system_announcement" | "other";
        /** @enum {string} */
        OpenDataKind: "place" | "safePlace" | "connectionPoint";
        OwnDataExport: {
            /** Format: date-time */
            exportedAt: string;
            profile: {
                id: number;
                /** @example KDS-0000123-0 */
                memberNumber: string;
                fullName: string;
                email: string | null;
                /** Format: date-time */
                emailVerifiedAt: string | null;
                phoneNumber: string | null;
                address: string | null;
                bio: string | null;
                birthday: string | null;
                profilePhoto: string | null;
                skills: string[];
                primaryService: string | null;
                joinedServiceId: number | null;
                role: components["schemas"]["Role"];
                /** Format: date-time */
                createdAt: string;
            };
            contributions: {
                id: number;
                taskId: number;
                status: components["schemas"]["ReviewStatus"];
                notes: string | null;
                address: string | null;
                phoneNumber: string | null;
                contactNotes: string | null;
                hasContactInfo: boolean;
                allowDirectContact: boolean;
                websiteUrl: string | null;
                latitude: number | null;
                longitude: number | null;
                rejectionReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                files: {
                    /** @description Link to the file, under /media/. */
                    url: string;
                    /** @enum {string} */
                    kind: "media" | "pdf";
                    /** @description The file's name as it was uploaded. */
                    name: string;
                    /** Format: date-time */
                    uploadedAt: string;
                }[];
            }[];
            /** @description Files uploaded but not (or no longer) part of a contribution. */
            unattachedFiles: {
                /** @description Link to the file, under /media/. */
                url: string;
                /** @enum {string} */
                kind: "media" | "pdf";
                /** @description The file's name as it was uploaded. */
                name: string;
                /** Format: date-time */
                uploadedAt: string;
            }[];
            ideas: {
                id: number;
                serviceId: number;
                content: string;
                voteCount: number;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                hiddenAt: string | null;
            }[];
            votes: {
                ideaId: number;
                /** Format: date-time */
                createdAt: string;
            }[];
            forumsCreated: {
                id: number;
                serviceId: number;
                title: string;
                description: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                hiddenAt: string | null;
            }[];
            forumPosts: {
                id: number;
                forumId: number;
                subject: string | null;
                content: string;
                likesCount: number;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                hiddenAt: string | null;
            }[];
            likes: {
                postId: number;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description Comments the member wrote under live meetings, hidden ones included. */
            liveComments: {
                id: number;
                /**
                 * Format: date-time
                 * @description When the live meeting the comment was written under started.
                 */
                meetingStartedAt: string;
                content: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                hiddenAt: string | null;
            }[];
            reports: {
                kind: string;
                itemId: number;
                reason: string;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description Government agencies the member added to the directory, each with where its review stands. */
            agenciesSubmitted: {
                id: number;
                name: string;
                type: components["schemas"]["AgencyType"];
                description: string;
                phone: string;
                email: string | null;
                address: string;
                website: string | null;
                services: string[];
                department: components["schemas"]["Department"];
                status: components["schemas"]["ReviewStatus"];
                rejectionReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                reviewedAt: string | null;
            }[];
            /** @description Places the member added to the map, each with where its review stands. */
            placesSubmitted: {
                id: number;
                name: string;
                latitude: number;
                longitude: number;
                status: components["schemas"]["ReviewStatus"];
                rejectionReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                reviewedAt: string | null;
                /** Format: date-time */
                updatedAt: string;
                description: string | null;
                /** @description The photo's link: under /media/ for a photo sent with the place, or the link typed. */
                photoUrl: string | null;
                region: components["schemas"]["Region"];
            }[];
            /** @description Safe places the member reported, each with where its review stands. */
            safePlacesSubmitted: {
                id: number;
                name: string;
                latitude: number;
                longitude: number;
                status: components["schemas"]["ReviewStatus"];
                rejectionReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                reviewedAt: string | null;
                /** Format: date-time */
                updatedAt: string;
                description: string;
                address: string;
                category: components["schemas"]["SafePlaceCategory"];
                safetyRating: number;
                tags: string[];
            }[];
            /** @description Internet connection points the member reported, each with where its review stands. */
            connectionPointsSubmitted: {
                id: number;
                name: string;
                latitude: number;
                longitude: number;
                status: components["schemas"]["ReviewStatus"];
                rejectionReason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                reviewedAt: string | null;
                /** Format: date-time */
                updatedAt: string;
                description: string;
                address: string;
                connectionType: components["schemas"]["ConnectionType"];
                speed: number;
                reliability: number;
                isPublic: boolean;
                isFree: boolean;
                requirements: string | null;
                /**
                 * @description Whether it works, as last reported; `status` is its review.
                 * @enum {string}
                 */
                connectionStatus: "active" | "inactive" | "intermittent" | "unknown";
                /** Format: date-time */
                lastTested: string | null;
            }[];
            points: {
                total: number;
                ledger: {
                    action: string;
                    points: number;
                    referenceKind: string;
                    referenceId: number;
                    /** Format: date-time */
                    createdAt: string;
                }[];
            };
            notifications: {
                id: number;
                type: components["schemas"]["NotificationType"];
                /** @description As stored: a catalog key with its values, or the text itself. */
                title?: unknown;
                /** @description As stored: a catalog key with its values, or the text itself. */
                message?: unknown;
                isRead: boolean;
                /** Format: date-time */
                createdAt: string;
            }[];
            inviteLinkCode: string | null;
            invitationsSent: {
                method: string;
                inviteeEmail: string | null;
                inviteePhone: string | null;
                message: string | null;
                /** Format: date-time */
                createdAt: string;
                accepted: boolean;
            }[];
            /** @description Requests the member sent; the contributor's own number is never part of them. */
            callRequestsMade: {
                contributionId: number;
                callerName: string;
                callerPhone: string;
                message: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description Requests made on the member's contributions, as they were sent to the member. */
            callRequestsReceived: {
                contributionId: number;
                callerName: string;
                callerPhone: string;
                message: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            sessions: {
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                lastActiveAt: string;
                /** Format: date-time */
                expiresAt: string;
            }[];
        };
        PersonRef: {
            fullName: string;
        };
        PinForumRequest: {
            /** @description true pins the forum above the others, false unpins it. */
            pinned: boolean;
        };
        PostLiveCommentRequest: {
            content: string;
        };
        PublicContribution: {
            id: number;
            taskId: number;
            notes: string;
            status: components["schemas"]["ReviewStatus"];
            /** Format: date-time */
            contributedAt: string;
        };
        PublicService: {
            id: number;
            slug: string;
            name: string;
            description: string;
            /** @example #1d4ed8 */
            color: string;
            /** @description Null for services without an image, shown behind the home page's toggle. */
            imageUrl: string | null;
            taskCount: number;
            /** @description Members whose main service is this one. */
            contributorCount: number;
            /** @description Forums of the service that are not hidden. */
            discussionCount: number;
        };
        RecentPointEvent: {
            id: number;
            points: number;
            description: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @enum {string} */
        Region: "north" | "south" | "east" | "west" | "centre";
        RegisteredUser: {
            id: number;
            fullName: string;
            email: string | null;
            phoneNumber: string | null;
            address: string | null;
            bio: string | null;
            /** @description URL of the member's photo. */
            profilePhoto: string | null;
            /** @example KDS-0000123-0 */
            username: string;
            joinedServiceId: number | null;
            role: components["schemas"]["Role"];
            /** Format: date-time */
            createdAt: string;
            /** @description Whether the member confirmed their e-mail address through the link they were sent. */
            emailVerified?: boolean;
            /** @example KDS-0000123-0 */
            kdsNumber: string;
            /** @example KDS-0000123-0 */
            socialDevelopmentAccountNumber: string;
        };
        RegistrationRequest: {
            /** @example Marie Joseph */
            fullName: string;
            /**
             * Format: email
             * @example marie.joseph@example.ht
             */
            email: string;
            /**
             * @description A valid phone number: 8 digits are read as Haitian (+509); any other country with its + and code. Stored and answered in E.164.
             * @example +50937123456
             */
            phoneNumber: string;
            /**
             * Format: date
             * @example 1995-04-12
             */
            birthday: string;
            /** @description A base64 data URL of a JPG, PNG or GIF image of at most 5 MB; "" or absent for no photo. */
            profilePhoto?: string;
            /**
             * @description Skills chosen from the catalogue, at least one.
             * @example [
             *       "technology.programming"
             *     ]
             */
            skills: string[];
            /**
             * @description Slug of the public service the member joins.
             * @example sante
             */
            primaryService: string;
            password: string;
            confirmPassword: string;
            /**
             * @description Code of the invitation link (/register?invite=CODE) the person registered through.
             * @example q3VxN8kLm2Pa
             */
            inviteCode?: string;
        };
        RejectRequest: {
            reason: string;
        };
        ReportContentRequest: {
            kind: components["schemas"]["HideableKind"];
            id: number;
            reason: string;
        };
        ReportedContent: {
            kind: components["schemas"]["HideableKind"];
            id: number;
            /** @description The forum's title, or the idea's, post's or comment's content. */
            text: string;
            author: {
                id: number;
                fullName: string;
            };
            reportCount: number;
            /** @description The reporters' reasons, newest first, at most 10. */
            reasons: string[];
            /** Format: date-time */
            firstReportedAt: string;
            /** Format: date-time */
            lastReportedAt: string;
        };
        ResendEmailVerificationResponse: {
            /** @description A new link went out (the earlier unused ones stop working). */
            sent: boolean;
            /** @description The address is already confirmed: nothing was sent. */
            alreadyVerified: boolean;
            message: string;
        };
        ReviewDecision: {
            kind: components["schemas"]["ReviewKind"];
            id: number;
            /** @enum {string} */
            status: "approved" | "rejected";
            reason: string | null;
            /** Format: date-time */
            reviewedAt: string;
        };
        ReviewItem: {
            kind: components["schemas"]["ReviewKind"];
            id: number;
            title: string;
            description: string | null;
            photoUrl: string | null;
            latitude: number | null;
            longitude: number | null;
            serviceName: string | null;
            submittedBy: {
                id: number;
                fullName: string;
            } | null;
            /** Format: date-time */
            submittedAt: string;
        };
        /** @enum {string} */
        ReviewKind: "contribution" | "location" | "agency" | "safePlace" | "connectionPoint";
        /** @enum {string} */
        ReviewStatus: "pending" | "approved" | "rejected";
        /** @enum {string} */
        Role: "member" | "moderator" | "admin";
        SafePlace: {
            id: number;
            name: string;
            description: string;
            latitude: number;
            longitude: number;
            address: string;
            category: components["schemas"]["SafePlaceCategory"];
            verificationStatus: components["schemas"]["VerificationStatus"];
            /** @description Full name of the member who added it. */
            reportedBy: string;
            /** Format: date-time */
            reportedAt: string;
            /** Format: date-time */
            lastUpdated: string;
            safetyRating: number;
            tags: string[];
            rejectionReason: string | null;
            canEdit: boolean;
        };
        /** @enum {string} */
        SafePlaceCategory: "hospital" | "police" | "embassy" | "shelter" | "community" | "religious";
        SendEmailCodeRequest: {
            /**
             * Format: email
             * @example marie.joseph@example.ht
             */
            email: string;
        };
        SendInvitationRequest: {
            inviteMethod: components["schemas"]["InviteMethod"];
            /**
             * Format: email
             * @example marie.joseph@example.ht
             */
            inviteeEmail?: string | null;
            /**
             * @description A valid phone number: 8 digits are read as Haitian (+509); any other country with its + and code. Stored and answered in E.164.
             * @example +50937123456
             */
            inviteePhone?: string | null;
            message?: string | null;
        };
        SendPhoneCodeRequest: {
            /**
             * @description A valid phone number: 8 digits are read as Haitian (+509); any other country with its + and code. Stored and answered in E.164.
             * @example +50937123456
             */
            phoneNumber: string;
        };
        ServerEvent: {
            /** @enum {string} */
            type: "points";
            data: components["schemas"]["RecentPointEvent"];
        } | {
            /** @enum {string} */
            type: "stats";
            data: components["schemas"]["UserStats"];
        } | {
            /** @enum {string} */
            type: "notification";
            data: components["schemas"]["Notification"];
        } | {
            /** @enum {string} */
            type: "liveStatus";
            data: components["schemas"]["LiveMeetingStatus"];
        } | {
            /** @enum {string} */
            type: "liveActivity";
            data: components["schemas"]["LiveActivity"];
        } | {
            /** @enum {string} */
            type: "liveComment";
            data: components["schemas"]["LiveComment"];
        } | {
            /** @enum {string} */
            type: "liveCommentHidden";
            data: components["schemas"]["LiveCommentHidden"];
        };
        ServiceTask: {
            id: number;
            serviceId: number;
            position: number;
            title: string;
            description: string;
            /** @example tag-fatra */
            type: string;
            isPrerequisite: boolean;
            locationRequired: boolean;
            maxContributors: number | null;
            contributionCount: number;
            contributedByMe: boolean;
        };
        TaskContribution: {
            id: number;
            status: components["schemas"]["ReviewStatus"];
            rejectionReason: string | null;
            contributionType: string;
            /** Format: date-time */
            submittedAt: string;
            location: {
                name: string;
            } | null;
            task: {
                id: number;
                title: string;
                description: string;
            };
        };
        TaskSummary: {
            id: number;
            title: string;
            description: string;
            service: {
                id: number;
                /** @example sante */
                slug: string;
                name: string;
            };
        };
        TranslationRequest: {
            /** @description Text a member wrote. Blank text comes back unchanged; longer than 5000 characters is refused. */
            text: string;
            targetLanguage: components["schemas"]["Language"];
        };
        TranslationResponse: {
            translatedText: string;
        };
        UpdateConnectionPointRequest: {
            name?: string;
            address?: string;
            description?: string;
            latitude?: number;
            longitude?: number;
            connectionType?: components["schemas"]["ConnectionType"];
            /** @description Measured speed in Mbps. */
            speed?: number;
            /** @description 0 to 5; 0 when not given. */
            reliability?: number;
            isPublic?: boolean;
            isFree?: boolean;
            requirements?: string | null;
            status?: components["schemas"]["ConnectionStatus"];
        };
        UpdateContributionRequest: {
            notes?: string;
            address?: string | null;
            contactNotes?: string | null;
            /** Format: uri */
            websiteUrl?: string | null;
        };
        UpdateExchangeRatesRequest: {
            rates: {
                HTG: number;
                /** @enum {number} */
                USD?: 1;
                EUR: number;
                CAD: number;
                GBP: number;
                DOP: number;
            };
        };
        UpdateLocationRequest: {
            name?: string;
            description?: string | null;
            /** Format: uri */
            photoUrl?: string | null;
        };
        UpdateProfileRequest: {
            /** @example Marie Joseph */
            fullName?: string;
            /**
             * Format: email
             * @example marie.joseph@example.ht
             */
            email?: string | null;
            /**
             * @description A valid phone number: 8 digits are read as Haitian (+509); any other country with its + and code. Stored and answered in E.164.
             * @example +50937123456
             */
            phoneNumber?: string | null;
            address?: string | null;
            bio?: string | null;
            /** @description A new photo as a data URL (at most 5 MB), or null to remove it. */
            profilePhoto?: string | null;
        };
        UpdateSafePlaceRequest: {
            name?: string;
            address?: string;
            description?: string;
            latitude?: number;
            longitude?: number;
            category?: components["schemas"]["SafePlaceCategory"];
            /** @description 0 to 5; 0 when not given. */
            safetyRating?: number;
            tags?: string[];
        };
        Upload: {
            /** Format: uuid */
            id: string;
            url: string;
            /** @example image/jpeg */
            contentType: string;
            size: number;
        };
        /** @enum {string} */
        UploadPurpose: "contribution-media" | "contribution-pdf";
        UploadRequest: {
            purpose: components["schemas"]["UploadPurpose"];
            /** Format: binary */
            file: string;
        };
        User: {
            id: number;
            fullName: string;
            email: string | null;
            phoneNumber: string | null;
            address: string | null;
            bio: string | null;
            /** @description URL of the member's photo. */
            profilePhoto: string | null;
            /** @example KDS-0000123-0 */
            username: string;
            joinedServiceId: number | null;
            role: components["schemas"]["Role"];
            /** Format: date-time */
            createdAt: string;
            /** @description Whether the member confirmed their e-mail address through the link they were sent. */
            emailVerified?: boolean;
        };
        UserLocation: {
            latitude: number;
            longitude: number;
        } | null;
        UserStats: {
            totalPoints: number;
            /** @description Points since Monday 00:00, America/Port_au_Prince. */
            weeklyPoints: number;
            /** @description 1 for the member with the most points. */
            rank: number;
            totalContributions: number;
        };
        /** @enum {string} */
        VerificationStatus: "verified" | "pending" | "unverified";
        VerifyEmailLoginRequest: {
            /**
             * Format: email
             * @example marie.joseph@example.ht
             */
            email: string;
            /**
             * @description The 6-digit code that was sent.
             * @example 042917
             */
            code: string;
        };
        VerifyEmailResponse: {
            verified: boolean;
            alreadyVerified: boolean;
            message: string;
        };
        VerifyPhoneLoginRequest: {
            /**
             * @description A valid phone number: 8 digits are read as Haitian (+509); any other country with its + and code. Stored and answered in E.164.
             * @example +50937123456
             */
            phoneNumber: string;
            /**
             * @description The 6-digit code that was sent.
             * @example 042917
             */
            code: string;
        };
    };
    responses: {
        /** @description The request is invalid (code REQUEST.INVALID); `fields` names each bad field with what is wrong, in the requester's language. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The requester may not do this, or the request came from another site (codes AUTH.FORBIDDEN, REQUEST.CROSS_SITE). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The server failed; the details are only in its log (code SERVER.INTERNAL). */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description What the path names does not exist (codes REQUEST.NOT_FOUND, SERVICE.NOT_FOUND, TASK.NOT_FOUND ...). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description This call is part of the API but not available yet (code REQUEST.NOT_IMPLEMENTED). */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body is larger than this call accepts (code REQUEST.TOO_LARGE). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The URL and headers together exceed 16 KB (code REQUEST.HEADERS_TOO_LARGE). */
        RequestHeaderFieldsTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The database cannot be reached right now; try again after the Retry-After seconds (code SERVER.UNAVAILABLE). */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Too many requests; try again later (code REQUEST.RATE_LIMITED). */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Signing in is required (code AUTH.REQUIRED). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body's content type or content encoding is not one this call reads (code REQUEST.UNSUPPORTED_MEDIA_TYPE). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description A path parameter is longer than the server reads (code REQUEST.URI_TOO_LONG). */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
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
    getLiveActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recent activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "activeMemberCount": 17,
                     *       "windowMinutes": 15,
                     *       "recentActions": [
                     *         {
                     *           "id": "idea:41",
                     *           "userName": "Marie",
                     *           "action": "idea",
                     *           "serviceId": 2,
                     *           "serviceName": "Sante",
                     *           "occurredAt": "2026-05-01T14:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "vote:310",
                     *           "userName": "Jean",
                     *           "action": "vote",
                     *           "serviceId": 2,
                     *           "serviceName": "Sante",
                     *           "occurredAt": "2026-05-01T14:28:00.000Z"
                     *         },
                     *         {
                     *           "id": "forumPost:77",
                     *           "userName": "Rose",
                     *           "action": "forumPost",
                     *           "serviceId": 5,
                     *           "serviceName": "Edikasyon",
                     *           "occurredAt": "2026-05-01T14:26:00.000Z"
                     *         },
                     *         {
                     *           "id": "contribution:12",
                     *           "userName": "Paul",
                     *           "action": "contribution",
                     *           "serviceId": 1,
                     *           "serviceName": "Dokiman idantite",
                     *           "occurredAt": "2026-05-01T14:21:00.000Z"
                     *         },
                     *         {
                     *           "id": "place:8",
                     *           "userName": "Anita",
                     *           "action": "place",
                     *           "serviceId": null,
                     *           "serviceName": null,
                     *           "occurredAt": "2026-05-01T14:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "serviceJoin:55",
                     *           "userName": "Bernard",
                     *           "action": "serviceJoin",
                     *           "serviceId": 5,
                     *           "serviceName": "Edikasyon",
                     *           "occurredAt": "2026-05-01T13:20:00.000Z"
                     *         },
                     *         {
                     *           "id": "registration:56",
                     *           "userName": "Lourdes",
                     *           "action": "registration",
                     *           "serviceId": null,
                     *           "serviceName": null,
                     *           "occurredAt": "2026-05-01T11:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LiveActivity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    askAi: {
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
                 *       "question": "Kijan pou m jwenn yon kat idantifikasyon nasyonal?"
                 *     }
                 */
                "application/json": components["schemas"]["AskAiRequest"];
            };
        };
        responses: {
            /** @description The assistant's answer, whole (JSON) or streamed (text/event-stream). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "response": "Pou w jwenn kat idantifikasyon nasyonal ou (CIN), ale nan yon biwo ONI ak yon ak nesans oswa yon paspò. Gade travay la pou etap yo.",
                     *       "sources": [
                     *         {
                     *           "title": "Jwenn kat idantifikasyon nasyonal (CIN)",
                     *           "href": "/tasks/12"
                     *         },
                     *         {
                     *           "title": "Office National d'Identification (ONI)",
                     *           "href": "/government-agencies"
                     *         },
                     *         {
                     *           "title": "Règ angajman yo",
                     *           "href": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AskAiResponse"];
                    "text/event-stream": components["schemas"]["AskAiStreamEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    synthesizeVoice: {
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
                 *       "text": "Pou w jwenn kat idantifikasyon nasyonal ou (CIN), ",
                 *       "language": "ht"
                 *     }
                 */
                "application/json": components["schemas"]["AiVoiceRequest"];
            };
        };
        responses: {
            /** @description The spoken text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/mpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "fullName": "Marie Joseph",
                     *       "email": "marie@example.ht",
                     *       "phoneNumber": null,
                     *       "address": null,
                     *       "bio": null,
                     *       "profilePhoto": null,
                     *       "username": "KDS-0000007-5",
                     *       "joinedServiceId": null,
                     *       "role": "member",
                     *       "createdAt": "2026-01-01T00:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listConnectionPoints: {
        parameters: {
            query?: {
                /** @description Words sought in the name, address or description, case and accents aside; empty means all. */
                q?: string;
                connectionType?: components["schemas"]["ConnectionType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection points, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example [] */
                    "application/json": components["schemas"]["ConnectionPoint"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createConnectionPoint: {
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
                 *       "name": "Wifi Bibliyotèk Okap",
                 *       "address": "Rue 17 B, Okap",
                 *       "description": "Wifi gratis nan sal lekti a, lendi rive samdi.",
                 *       "latitude": 19.7592,
                 *       "longitude": -72.2014,
                 *       "connectionType": "wifi",
                 *       "speed": 15,
                 *       "isFree": true
                 *     }
                 */
                "application/json": components["schemas"]["CreateConnectionPointRequest"];
            };
        };
        responses: {
            /** @description The connection point, active and pending verification. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reliability": 3,
                     *       "isPublic": true,
                     *       "isFree": true,
                     *       "requirements": null,
                     *       "name": "Wifi Bibliyotèk Okap",
                     *       "address": "Rue 17 B, Okap",
                     *       "description": "Wifi gratis nan sal lekti a, lendi rive samdi.",
                     *       "latitude": 19.7592,
                     *       "longitude": -72.2014,
                     *       "connectionType": "wifi",
                     *       "speed": 15,
                     *       "id": 101,
                     *       "reportedBy": "Marie Joseph",
                     *       "reportedAt": "2026-06-11T12:00:00.000Z",
                     *       "lastTested": null,
                     *       "status": "active",
                     *       "verificationStatus": "pending",
                     *       "rejectionReason": null,
                     *       "canEdit": true
                     *     }
                     */
                    "application/json": components["schemas"]["ConnectionPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConnectionPointSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 2,
                     *       "active": 1,
                     *       "free": 1,
                     *       "averageSpeed": 21
                     *     }
                     */
                    "application/json": components["schemas"]["ConnectionPointSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateConnectionPoint: {
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
                /**
                 * @example {
                 *       "speed": 40
                 *     }
                 */
                "application/json": components["schemas"]["UpdateConnectionPointRequest"];
            };
        };
        responses: {
            /** @description The connection point as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 2,
                     *       "name": "Sibè Kafe Petyonvil",
                     *       "description": "WiFi gratis nan sal lekti a.",
                     *       "latitude": 18.5439,
                     *       "longitude": -72.3394,
                     *       "address": "Rue du Centre, Pòtoprens",
                     *       "connectionType": "4g",
                     *       "speed": 40,
                     *       "reliability": 3.5,
                     *       "isPublic": true,
                     *       "isFree": false,
                     *       "requirements": "Achte yon kafe",
                     *       "reportedBy": "Jean Baptiste",
                     *       "reportedAt": "2026-03-02T15:00:00.000Z",
                     *       "lastTested": null,
                     *       "status": "intermittent",
                     *       "verificationStatus": "verified",
                     *       "rejectionReason": null,
                     *       "canEdit": true
                     *     }
                     */
                    "application/json": components["schemas"]["ConnectionPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateContribution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contributionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "notes": "Mwen pran foto a maten an, pòt klinik la louvri depi 7è chak jou."
                 *     }
                 */
                "application/json": components["schemas"]["UpdateContributionRequest"];
            };
        };
        responses: {
            /** @description The contribution as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 41,
                     *       "taskId": 13,
                     *       "notes": "Mwen pran foto a maten an, pòt klinik la louvri depi 7è chak jou.",
                     *       "address": null,
                     *       "phoneNumber": null,
                     *       "hasContactInfo": true,
                     *       "allowDirectContact": false,
                     *       "hasWebsite": false,
                     *       "websiteUrl": null,
                     *       "contactNotes": null,
                     *       "mediaUrls": [],
                     *       "pdfUrl": null,
                     *       "status": "pending",
                     *       "rejectionReason": null,
                     *       "contributedAt": "2026-06-02T14:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Contribution"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes CONTRIBUTION.ALREADY_REVIEWED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestCall: {
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
                /**
                 * @example {
                 *       "callerName": "Rose Michel",
                 *       "callerPhone": "+50934567890",
                 *       "message": "Mwen ta renmen konnen plis sou klinik la."
                 *     }
                 */
                "application/json": components["schemas"]["CallRequest"];
            };
        };
        responses: {
            /** @description The request was recorded and the contributor notified. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 71,
                     *       "createdAt": "2026-06-01T15:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CallRequestReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes CALL_REQUEST.OWN_CONTRIBUTION). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                /** @description Language of the events' texts; Accept-Language when absent. */
                language?: "ht" | "fr" | "en" | "es" | "pt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endless event stream; each event's data line is one ServerEvent as JSON, its event name the type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ServerEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExchangeRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current rates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "base": "USD",
                     *       "rates": {
                     *         "HTG": 132.5,
                     *         "USD": 1,
                     *         "EUR": 0.85,
                     *         "CAD": 1.35,
                     *         "GBP": 0.75,
                     *         "DOP": 55.5
                     *       },
                     *       "updatedAt": "2026-04-02T13:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExchangeRates"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateExchangeRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateExchangeRatesRequest"];
            };
        };
        responses: {
            /** @description The new rates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRates"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    likeForumPost: {
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
            /** @description The post's likes after this one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "postId": 41,
                     *       "likesCount": 1,
                     *       "hasLiked": true
                     *     }
                     */
                    "application/json": components["schemas"]["ForumPostLike"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes FORUM_POST.OWN_POST). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getForum: {
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
            /** @description The forum. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 4,
                     *       "serviceId": 1,
                     *       "title": "Kòman pou nou òganize jounen vaksinasyon an",
                     *       "description": "Ann pataje ide pou jounen vaksinasyon nan katye a.",
                     *       "isPinned": true,
                     *       "creator": {
                     *         "fullName": "Jean Baptiste"
                     *       },
                     *       "createdAt": "2026-02-01T10:00:00.000Z",
                     *       "posts": 3
                     *     }
                     */
                    "application/json": components["schemas"]["Forum"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    pinForum: {
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
                /**
                 * @example {
                 *       "pinned": true
                 *     }
                 */
                "application/json": components["schemas"]["PinForumRequest"];
            };
        };
        responses: {
            /** @description The forum as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 5,
                     *       "serviceId": 1,
                     *       "title": "Lè klinik yo louvri nan wikenn",
                     *       "description": null,
                     *       "isPinned": true,
                     *       "creator": {
                     *         "fullName": "Marie Joseph"
                     *       },
                     *       "createdAt": "2026-03-01T08:30:00.000Z",
                     *       "posts": 1
                     *     }
                     */
                    "application/json": components["schemas"]["Forum"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listForumPosts: {
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
            /** @description The forum's posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 40,
                     *         "forumId": 4,
                     *         "content": "Mwen ka ede ak lis timoun yo nan lekòl la.",
                     *         "createdAt": "2026-03-10T12:00:00.000Z",
                     *         "author": {
                     *           "fullName": "Jean Baptiste"
                     *         },
                     *         "likesCount": 2,
                     *         "hasLiked": true
                     *       },
                     *       {
                     *         "id": 41,
                     *         "forumId": 4,
                     *         "content": "Legliz la ka prete nou lakou a samdi maten.\nMwen pral mande pastè a.",
                     *         "createdAt": "2026-03-12T13:00:00.000Z",
                     *         "author": {
                     *           "fullName": "Rose Pierre"
                     *         },
                     *         "likesCount": 0,
                     *         "hasLiked": false
                     *       },
                     *       {
                     *         "id": 42,
                     *         "forumId": 4,
                     *         "content": "Bon ide! Mwen dakò.",
                     *         "createdAt": "2026-03-12T14:55:00.000Z",
                     *         "author": {
                     *           "fullName": "Marie Joseph"
                     *         },
                     *         "likesCount": 1,
                     *         "hasLiked": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ForumPost"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createForumPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes once per submission (a UUID) and sends again with every resend. The first request runs; a repeat with the same key by the same member within 24 hours gets the first answer (same status and body) with no second effect; the same key with another body answers 422 IDEMPOTENCY.KEY_REUSED; while the first still runs, 409 IDEMPOTENCY.IN_FLIGHT. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Mwen ka pote dlo pou moun k ap tann yo."
                 *     }
                 */
                "application/json": components["schemas"]["CreateForumPostRequest"];
            };
        };
        responses: {
            /** @description The new post. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 100,
                     *       "forumId": 4,
                     *       "content": "Mwen ka pote dlo pou moun k ap tann yo.",
                     *       "createdAt": "2026-03-12T15:00:00.000Z",
                     *       "author": {
                     *         "fullName": "Marie Joseph"
                     *       },
                     *       "likesCount": 0,
                     *       "hasLiked": false
                     *     }
                     */
                    "application/json": components["schemas"]["ForumPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes IDEMPOTENCY.IN_FLIGHT). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The Idempotency-Key was already used for another request by this member (code IDEMPOTENCY.KEY_REUSED). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGovernmentAgencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agencies, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "name": "Direction Générale des Impôts (DGI)",
                     *         "type": "tax",
                     *         "description": "Kolekte taks ak enpo, bay matrikil fiskal (NIF).",
                     *         "phone": "+50928131515",
                     *         "email": "info@dgi.gouv.ht",
                     *         "address": "Angle rues Lamarre et Chériez, Port-au-Prince",
                     *         "website": "https://www.dgi.gouv.ht",
                     *         "services": [
                     *           "NIF",
                     *           "Patant",
                     *           "Deklarasyon enpo"
                     *         ],
                     *         "department": "Ouest",
                     *         "submittedBy": null,
                     *         "status": "approved",
                     *         "createdAt": "2026-01-01T00:00:00.000Z"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "name": "Hôpital Universitaire Justinien",
                     *         "type": "hospital",
                     *         "description": "Lopital inivèsitè Okap, ijans 24 sou 24.",
                     *         "phone": "+50922620512",
                     *         "email": null,
                     *         "address": "Rue 17-18 H, Cap-Haïtien",
                     *         "website": null,
                     *         "services": [
                     *           "Ijans",
                     *           "Matènite",
                     *           "Vaksinasyon"
                     *         ],
                     *         "department": "Nord",
                     *         "submittedBy": "Marie Joseph",
                     *         "status": "approved",
                     *         "createdAt": "2026-02-10T14:00:00.000Z"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "name": "Mairie des Cayes",
                     *         "type": "municipality",
                     *         "description": "Eta sivil, patant komèsyal ak pèmi konstriksyon pou komin Okay.",
                     *         "phone": "+50937001122",
                     *         "email": "contact@mairiedescayes.ht",
                     *         "address": "Place d'Armes, Les Cayes",
                     *         "website": "http://mairiedescayes.ht",
                     *         "services": [
                     *           "Eta sivil",
                     *           "Pèmi konstriksyon"
                     *         ],
                     *         "department": "Sud",
                     *         "submittedBy": null,
                     *         "status": "approved",
                     *         "createdAt": "2026-01-01T00:00:00.000Z"
                     *       },
                     *       {
                     *         "id": 4,
                     *         "name": "Office National d'Identification (ONI)",
                     *         "type": "other",
                     *         "description": "Kat idantifikasyon nasyonal (CIN) pou tout sitwayen ki gen 18 an.",
                     *         "phone": "+50929401010",
                     *         "email": null,
                     *         "address": "Delmas 33, Port-au-Prince",
                     *         "website": null,
                     *         "services": [
                     *           "CIN"
                     *         ],
                     *         "department": "Ouest",
                     *         "submittedBy": null,
                     *         "status": "approved",
                     *         "createdAt": "2026-01-01T00:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["GovernmentAgency"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createGovernmentAgency: {
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
                 *       "name": "Lekòl Nasyonal Jacmel",
                 *       "type": "school",
                 *       "description": "Lekòl fondamantal piblik.",
                 *       "phone": "+50937123456",
                 *       "email": null,
                 *       "address": "Rue du Commerce, Jacmel",
                 *       "website": null,
                 *       "services": [
                 *         "Enskripsyon",
                 *         "Bousdetid"
                 *       ],
                 *       "department": "Sud-Est"
                 *     }
                 */
                "application/json": components["schemas"]["CreateGovernmentAgencyRequest"];
            };
        };
        responses: {
            /** @description The agency, awaiting review. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 100,
                     *       "name": "Lekòl Nasyonal Jacmel",
                     *       "type": "school",
                     *       "description": "Lekòl fondamantal piblik.",
                     *       "phone": "+50937123456",
                     *       "email": null,
                     *       "address": "Rue du Commerce, Jacmel",
                     *       "website": null,
                     *       "services": [
                     *         "Enskripsyon",
                     *         "Bousdetid"
                     *       ],
                     *       "department": "Sud-Est",
                     *       "submittedBy": "Marie Joseph",
                     *       "status": "pending",
                     *       "createdAt": "2026-02-10T14:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["GovernmentAgency"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes AGENCY.DUPLICATE). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listIdeas: {
        parameters: {
            query?: {
                /** @description Order of the list; newest first by default. */
                sort?: "recent" | "votes" | "points";
                /** @description Ideas per page. */
                limit?: number;
                /** @description Which page, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ideas of the page, at most `limit`; fewer means the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 11,
                     *         "content": "Mete yon ti lis sou pòt klinik la ak lè doktè yo la chak jou.",
                     *         "serviceId": 1,
                     *         "serviceName": "Sante",
                     *         "authorName": "Jean Baptiste",
                     *         "createdAt": "2026-11-20T11:59:30.000Z",
                     *         "voteCount": 0,
                     *         "pointsEarned": 0,
                     *         "hasVoted": false
                     *       },
                     *       {
                     *         "id": 12,
                     *         "content": "Fè yon jounen netwayaj chak mwa bò fontèn piblik yo, ak volontè nan katye a.",
                     *         "serviceId": 3,
                     *         "serviceName": "Dlo ak asenisman",
                     *         "authorName": "Rose Michel",
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "voteCount": 12,
                     *         "pointsEarned": 24,
                     *         "hasVoted": true
                     *       },
                     *       {
                     *         "id": 13,
                     *         "content": "Pataje liv lekòl ki deja sèvi ant fanmi yo nan kòmansman ane a.",
                     *         "serviceId": 2,
                     *         "serviceName": "Edikasyon",
                     *         "authorName": "Marie Joseph",
                     *         "createdAt": "2026-11-18T08:00:00.000Z",
                     *         "voteCount": 5,
                     *         "pointsEarned": 10,
                     *         "hasVoted": false
                     *       },
                     *       {
                     *         "id": 14,
                     *         "content": "Kanpay vaksen nan mache yo jou samdi, lè tout moun la.",
                     *         "serviceId": 1,
                     *         "serviceName": "Sante",
                     *         "authorName": "Paul Pierre",
                     *         "createdAt": "2026-11-15T08:00:00.000Z",
                     *         "voteCount": 1,
                     *         "pointsEarned": 2,
                     *         "hasVoted": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Idea"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createIdea: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes once per submission (a UUID) and sends again with every resend. The first request runs; a repeat with the same key by the same member within 24 hours gets the first answer (same status and body) with no second effect; the same key with another body answers 422 IDEMPOTENCY.KEY_REUSED; while the first still runs, 409 IDEMPOTENCY.IN_FLIGHT. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Mete limyè solè nan lari ki mennen nan lekòl la.",
                 *       "serviceId": 2
                 *     }
                 */
                "application/json": components["schemas"]["CreateIdeaRequest"];
            };
        };
        responses: {
            /** @description The new idea. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 101,
                     *       "content": "Mete limyè solè nan lari ki mennen nan lekòl la.",
                     *       "serviceId": 2,
                     *       "serviceName": "Edikasyon",
                     *       "authorName": "Marie Joseph",
                     *       "createdAt": "2026-11-27T18:20:00.000Z",
                     *       "voteCount": 0,
                     *       "pointsEarned": 0,
                     *       "hasVoted": false
                     *     }
                     */
                    "application/json": components["schemas"]["Idea"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes IDEMPOTENCY.IN_FLIGHT). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The Idempotency-Key was already used for another request by this member (code IDEMPOTENCY.KEY_REUSED). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listServiceIdeas: {
        parameters: {
            query?: {
                /** @description Order of the list; newest first by default. */
                sort?: "recent" | "votes" | "points";
                /** @description Ideas per page. */
                limit?: number;
                /** @description Which page, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service's ideas of the page, at most `limit`; fewer means the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 14,
                     *         "content": "Kanpay vaksen nan mache yo jou samdi, lè tout moun la.",
                     *         "serviceId": 1,
                     *         "serviceName": "Sante",
                     *         "authorName": "Paul Pierre",
                     *         "createdAt": "2026-11-15T08:00:00.000Z",
                     *         "voteCount": 1,
                     *         "pointsEarned": 2,
                     *         "hasVoted": false
                     *       },
                     *       {
                     *         "id": 11,
                     *         "content": "Mete yon ti lis sou pòt klinik la ak lè doktè yo la chak jou.",
                     *         "serviceId": 1,
                     *         "serviceName": "Sante",
                     *         "authorName": "Jean Baptiste",
                     *         "createdAt": "2026-11-20T11:59:30.000Z",
                     *         "voteCount": 0,
                     *         "pointsEarned": 0,
                     *         "hasVoted": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Idea"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getIdeaSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures over every visible idea. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalIdeas": 4,
                     *       "totalVotes": 18,
                     *       "servicesWithIdeas": 3
                     *     }
                     */
                    "application/json": components["schemas"]["IdeaSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    voteIdea: {
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
            /** @description The idea with its new vote count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 11,
                     *       "content": "Mete yon ti lis sou pòt klinik la ak lè doktè yo la chak jou.",
                     *       "serviceId": 1,
                     *       "serviceName": "Sante",
                     *       "authorName": "Jean Baptiste",
                     *       "createdAt": "2026-11-20T11:59:30.000Z",
                     *       "voteCount": 1,
                     *       "pointsEarned": 2,
                     *       "hasVoted": true
                     *     }
                     */
                    "application/json": components["schemas"]["Idea"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes IDEA.ALREADY_VOTED, IDEA.OWN_IDEA). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    generateInviteLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link to share. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "inviteLink": "https://kominote.ht/register?invite=q3VxN8kLm2Pa"
                     *     }
                     */
                    "application/json": components["schemas"]["GeneratedInviteLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTopInviters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top inviters, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 11,
                     *         "fullName": "Marie Joseph",
                     *         "inviteCount": 14,
                     *         "successRate": 70
                     *       },
                     *       {
                     *         "id": 12,
                     *         "fullName": "Jean Pierre",
                     *         "inviteCount": 9,
                     *         "successRate": 45
                     *       },
                     *       {
                     *         "id": 13,
                     *         "fullName": "Rose-Merline Louis",
                     *         "inviteCount": 5,
                     *         "successRate": 100
                     *       },
                     *       {
                     *         "id": 14,
                     *         "fullName": "Wilson Étienne",
                     *         "inviteCount": 3,
                     *         "successRate": 25
                     *       },
                     *       {
                     *         "id": 15,
                     *         "fullName": "Nadège Pierre",
                     *         "inviteCount": 2,
                     *         "successRate": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["InviterEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendInvitation: {
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
                 *       "inviteMethod": "email",
                 *       "inviteeEmail": "jean.baptiste@example.ht",
                 *       "message": "Vin ede nou nan katye a!"
                 *     }
                 */
                "application/json": components["schemas"]["SendInvitationRequest"];
            };
        };
        responses: {
            /** @description The invitation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 58,
                     *       "inviteMethod": "email",
                     *       "accepted": false,
                     *       "createdAt": "2026-06-11T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes INVITATION.DO_NOT_CONTACT). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvitationStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's invitation figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalSent": 12,
                     *       "totalAccepted": 5,
                     *       "totalShared": 4,
                     *       "rank": 3
                     *     }
                     */
                    "application/json": components["schemas"]["InvitationStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unsubscribeFromInvitations: {
        parameters: {
            query?: {
                /** @description The token from the link at the foot of an invitation. */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, said in the requester's language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeaderboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One ranked list per category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tasks": [
                     *         {
                     *           "rank": 1,
                     *           "fullName": "Marie Joseph",
                     *           "username": "KDS-0000001-1",
                     *           "profilePhoto": null,
                     *           "score": 42,
                     *           "weeklyActivity": 36
                     *         },
                     *         {
                     *           "rank": 2,
                     *           "fullName": "Jean Pierre",
                     *           "username": "KDS-0000002-2",
                     *           "profilePhoto": null,
                     *           "score": 30,
                     *           "weeklyActivity": 24
                     *         },
                     *         {
                     *           "rank": 3,
                     *           "fullName": "Roseline Charles",
                     *           "username": "KDS-0000003-3",
                     *           "profilePhoto": null,
                     *           "score": 18,
                     *           "weeklyActivity": 12
                     *         },
                     *         {
                     *           "rank": 4,
                     *           "fullName": "Wilner Dorval",
                     *           "username": "KDS-0000004-4",
                     *           "profilePhoto": null,
                     *           "score": 9,
                     *           "weeklyActivity": 4
                     *         },
                     *         {
                     *           "rank": 4,
                     *           "fullName": "Nadège Louis",
                     *           "username": "KDS-0000004-4",
                     *           "profilePhoto": null,
                     *           "score": 9,
                     *           "weeklyActivity": 0
                     *         }
                     *       ],
                     *       "invites": [],
                     *       "uploads": [
                     *         {
                     *           "rank": 1,
                     *           "fullName": "Jean Pierre",
                     *           "username": "KDS-0000001-1",
                     *           "profilePhoto": null,
                     *           "score": 12,
                     *           "weeklyActivity": 24
                     *         }
                     *       ],
                     *       "comments": [
                     *         {
                     *           "rank": 1,
                     *           "fullName": "Roseline Charles",
                     *           "username": "KDS-0000001-1",
                     *           "profilePhoto": null,
                     *           "score": 7,
                     *           "weeklyActivity": 12
                     *         }
                     *       ],
                     *       "views": [
                     *         {
                     *           "rank": 1,
                     *           "fullName": "Marie Joseph",
                     *           "username": "KDS-0000001-1",
                     *           "profilePhoto": null,
                     *           "score": 55,
                     *           "weeklyActivity": 36
                     *         }
                     *       ],
                     *       "weekly": [
                     *         {
                     *           "rank": 1,
                     *           "fullName": "Jean Pierre",
                     *           "username": "KDS-0000001-1",
                     *           "profilePhoto": null,
                     *           "score": 61,
                     *           "weeklyActivity": 24
                     *         },
                     *         {
                     *           "rank": 2,
                     *           "fullName": "Marie Joseph",
                     *           "username": "KDS-0000002-2",
                     *           "profilePhoto": null,
                     *           "score": 40,
                     *           "weeklyActivity": 36
                     *         }
                     *       ],
                     *       "first": [
                     *         {
                     *           "rank": 1,
                     *           "fullName": "Marie Joseph",
                     *           "username": "KDS-0000001-1",
                     *           "profilePhoto": null,
                     *           "score": 3,
                     *           "weeklyActivity": 36
                     *         }
                     *       ],
                     *       "diverse": [
                     *         {
                     *           "rank": 1,
                     *           "fullName": "Wilner Dorval",
                     *           "username": "KDS-0000001-1",
                     *           "profilePhoto": null,
                     *           "score": 4,
                     *           "weeklyActivity": 4
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Leaderboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOwnLeaderboardStanding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's standing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rank": 40,
                     *       "totalPoints": 0,
                     *       "weeklyPoints": 0,
                     *       "entries": {
                     *         "tasks": null,
                     *         "invites": null,
                     *         "uploads": null,
                     *         "comments": null,
                     *         "views": null,
                     *         "weekly": null,
                     *         "first": null,
                     *         "diverse": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LeaderboardStanding"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLiveMeetingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The broadcast's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isLive": true,
                     *       "meetingId": "KominoteReyinyonKominote",
                     *       "meetingUrl": "http://127.0.0.1:9/KominoteReyinyonKominote",
                     *       "startedAt": "2026-11-27T18:00:00.000Z",
                     *       "viewerCount": 24
                     *     }
                     */
                    "application/json": components["schemas"]["LiveMeetingStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLiveComments: {
        parameters: {
            query?: {
                /** @description Only comments older than this one. */
                before?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of comments; authors are named to members only. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "comments": [
                     *         {
                     *           "id": 3,
                     *           "content": "Mèsi pou reyinyon an, nou tande nou byen nan Jacmel.",
                     *           "author": {
                     *             "fullName": "Rose Pierre"
                     *           },
                     *           "createdAt": "2026-11-27T18:12:00.000Z"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "content": "Ki lè n ap pale de dlo potab la?",
                     *           "author": {
                     *             "fullName": "Jean Baptiste"
                     *           },
                     *           "createdAt": "2026-11-27T18:06:00.000Z"
                     *         },
                     *         {
                     *           "id": 1,
                     *           "content": "Bonswa tout moun!",
                     *           "author": {
                     *             "fullName": "Marie Joseph"
                     *           },
                     *           "createdAt": "2026-11-27T18:01:00.000Z"
                     *         }
                     *       ],
                     *       "nextBefore": null
                     *     }
                     */
                    "application/json": components["schemas"]["LiveCommentsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLiveComment: {
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
                 *       "content": "Bonswa!"
                 *     }
                 */
                "application/json": components["schemas"]["PostLiveCommentRequest"];
            };
        };
        responses: {
            /** @description The comment, as every page now shows it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 99,
                     *       "content": "Bonswa!",
                     *       "author": {
                     *         "fullName": "Rose Pierre"
                     *       },
                     *       "createdAt": "2026-11-27T18:20:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["LiveComment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reportLivePresence: {
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
                 *       "viewerId": "7f1c2b9e-3a41-4c55-9d7e-2f3a4b5c6d7e"
                 *     }
                 */
                "application/json": components["schemas"]["LivePresenceRequest"];
            };
        };
        responses: {
            /** @description How many people have the live page open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "viewerCount": 24
                     *     }
                     */
                    "application/json": components["schemas"]["LivePresence"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startLiveMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The broadcast, now live. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isLive": true,
                     *       "meetingId": "KominoteReyinyonKominote",
                     *       "meetingUrl": "http://127.0.0.1:9/KominoteReyinyonKominote",
                     *       "startedAt": "2026-11-27T18:00:00.000Z",
                     *       "viewerCount": 24
                     *     }
                     */
                    "application/json": components["schemas"]["LiveMeetingStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    stopLiveMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The broadcast, now off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isLive": false,
                     *       "meetingId": null,
                     *       "meetingUrl": null,
                     *       "startedAt": null,
                     *       "viewerCount": 0
                     *     }
                     */
                    "application/json": components["schemas"]["LiveMeetingStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLocations: {
        parameters: {
            query?: {
                /** @description approved (default); mine: the member's own, any status (members only); all: approved plus the member's own. */
                status?: "approved" | "mine" | "all";
                region?: components["schemas"]["Region"];
                /** @description The map's viewport: minLon,minLat,maxLon,maxLat. Widened to the map tiles it lies on at its zoom (at most two each way), so the answer may hold places up to a tile beyond its edges: a list that wants the exact view keeps those inside it. */
                bbox?: string;
                /** @description Words of the name; case and accents do not matter. */
                q?: string;
                /** @description name (default), recent (newest first) or distance (needs near). */
                sort?: "name" | "recent" | "distance";
                /** @description The reader's position for sort=distance: lat,lng. */
                near?: string;
                limit?: number;
                /** @description The X-Next-Cursor of the previous page, unchanged. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of places in the order asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "description": "Gwo mache piblik nan mitan Petyonvil.",
                     *         "photoUrl": "/images/services/health.jpg",
                     *         "region": "west",
                     *         "approved": true,
                     *         "status": "approved",
                     *         "rejectionReason": null,
                     *         "createdAt": "2026-11-20T14:30:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 1,
                     *         "name": "Mache Petyonvil",
                     *         "latitude": 18.512034,
                     *         "longitude": -72.285741
                     *       },
                     *       {
                     *         "description": null,
                     *         "photoUrl": null,
                     *         "region": "west",
                     *         "approved": true,
                     *         "status": "approved",
                     *         "rejectionReason": null,
                     *         "createdAt": "2026-11-24T09:05:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 2,
                     *         "name": "Lopital Inivèsite Leta Ayiti",
                     *         "latitude": 18.539269,
                     *         "longitude": -72.338415
                     *       },
                     *       {
                     *         "description": null,
                     *         "photoUrl": null,
                     *         "region": "north",
                     *         "approved": true,
                     *         "status": "approved",
                     *         "rejectionReason": null,
                     *         "createdAt": "2026-11-02T16:45:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 3,
                     *         "name": "Katedral Okap",
                     *         "latitude": 19.759167,
                     *         "longitude": -72.201389
                     *       },
                     *       {
                     *         "description": "Bò lanmè, toupre vil la.",
                     *         "photoUrl": null,
                     *         "region": "south",
                     *         "approved": true,
                     *         "status": "approved",
                     *         "rejectionReason": null,
                     *         "createdAt": "2026-11-20T14:30:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 4,
                     *         "name": "Plaj Jakmèl",
                     *         "latitude": 18.231389,
                     *         "longitude": -72.535833
                     *       },
                     *       {
                     *         "description": null,
                     *         "photoUrl": null,
                     *         "region": "north",
                     *         "approved": true,
                     *         "status": "approved",
                     *         "rejectionReason": null,
                     *         "createdAt": "2026-11-20T14:30:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 5,
                     *         "name": "Sitadèl Lafèryè",
                     *         "latitude": 19.573333,
                     *         "longitude": -72.244167
                     *       },
                     *       {
                     *         "description": null,
                     *         "photoUrl": null,
                     *         "region": "centre",
                     *         "approved": true,
                     *         "status": "approved",
                     *         "rejectionReason": null,
                     *         "createdAt": "2026-11-20T14:30:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 6,
                     *         "name": "Pak Mas Ench",
                     *         "latitude": 19.146,
                     *         "longitude": -72.011
                     *       },
                     *       {
                     *         "description": null,
                     *         "photoUrl": null,
                     *         "region": "west",
                     *         "approved": true,
                     *         "status": "approved",
                     *         "rejectionReason": null,
                     *         "createdAt": "2026-11-20T14:30:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 7,
                     *         "name": "Mache Fè",
                     *         "latitude": 18.546944,
                     *         "longitude": -72.342778
                     *       },
                     *       {
                     *         "description": null,
                     *         "photoUrl": null,
                     *         "region": "west",
                     *         "approved": true,
                     *         "status": "approved",
                     *         "rejectionReason": null,
                     *         "createdAt": "2026-11-20T14:30:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 8,
                     *         "name": "Pò Jeremi",
                     *         "latitude": 18.6506,
                     *         "longitude": -74.1178
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Location"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes once per submission (a UUID) and sends again with every resend. The first request runs; a repeat with the same key by the same member within 24 hours gets the first answer (same status and body) with no second effect; the same key with another body answers 422 IDEMPOTENCY.KEY_REUSED; while the first still runs, 409 IDEMPOTENCY.IN_FLIGHT. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Plas Dam Kap",
                 *       "description": "Plas piblik nan mitan vil la.",
                 *       "latitude": 19.7604,
                 *       "longitude": -72.2006
                 *     }
                 */
                "application/json": components["schemas"]["CreateLocationRequest"];
                "multipart/form-data": components["schemas"]["CreateLocationForm"];
            };
        };
        responses: {
            /** @description The place, awaiting review. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 101,
                     *       "name": "Plas Dam Kap",
                     *       "description": "Plas piblik nan mitan vil la.",
                     *       "photoUrl": null,
                     *       "latitude": 19.7604,
                     *       "longitude": -72.2006,
                     *       "region": "west",
                     *       "approved": false,
                     *       "status": "pending",
                     *       "rejectionReason": null,
                     *       "authorName": "Marie Joseph",
                     *       "createdAt": "2026-11-26T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes IDEMPOTENCY.IN_FLIGHT). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The Idempotency-Key was already used for another request by this member (code IDEMPOTENCY.KEY_REUSED). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's places, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "description": null,
                     *         "photoUrl": null,
                     *         "region": "west",
                     *         "approved": true,
                     *         "status": "approved",
                     *         "rejectionReason": null,
                     *         "createdAt": "2026-11-24T09:05:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 2,
                     *         "name": "Lopital Inivèsite Leta Ayiti",
                     *         "latitude": 18.539269,
                     *         "longitude": -72.338415
                     *       },
                     *       {
                     *         "description": null,
                     *         "photoUrl": null,
                     *         "region": "west",
                     *         "approved": false,
                     *         "status": "pending",
                     *         "rejectionReason": null,
                     *         "createdAt": "2026-11-25T10:00:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 21,
                     *         "name": "Ti pak lakay",
                     *         "latitude": 18.5101,
                     *         "longitude": -72.2902
                     *       },
                     *       {
                     *         "description": null,
                     *         "photoUrl": null,
                     *         "region": "west",
                     *         "approved": false,
                     *         "status": "rejected",
                     *         "rejectionReason": "Se yon kay prive, pa yon kote piblik.",
                     *         "createdAt": "2026-11-20T14:30:00.000Z",
                     *         "authorName": "Wideline Pierre",
                     *         "id": 22,
                     *         "name": "Kafe kwen lari a",
                     *         "latitude": 18.5344,
                     *         "longitude": -72.3311
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Location"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLocationSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures, over approved places. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "approved": 128,
                     *       "withPhoto": 47,
                     *       "addedThisWeek": 9
                     *     }
                     */
                    "application/json": components["schemas"]["LocationSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLocation: {
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
            /** @description The place. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "description": "Gwo mache piblik nan mitan Petyonvil.",
                     *       "photoUrl": "/images/services/health.jpg",
                     *       "region": "west",
                     *       "approved": true,
                     *       "status": "approved",
                     *       "rejectionReason": null,
                     *       "createdAt": "2026-11-20T14:30:00.000Z",
                     *       "authorName": "Wideline Pierre",
                     *       "id": 1,
                     *       "name": "Mache Petyonvil",
                     *       "latitude": 18.512034,
                     *       "longitude": -72.285741
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLocation: {
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
                /**
                 * @example {
                 *       "description": "Ti pak pou timoun yo jwe."
                 *     }
                 */
                "application/json": components["schemas"]["UpdateLocationRequest"];
            };
        };
        responses: {
            /** @description The place as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "description": "Ti pak pou timoun yo jwe.",
                     *       "photoUrl": null,
                     *       "region": "west",
                     *       "approved": false,
                     *       "status": "pending",
                     *       "rejectionReason": null,
                     *       "createdAt": "2026-11-25T10:00:00.000Z",
                     *       "authorName": "Wideline Pierre",
                     *       "id": 21,
                     *       "name": "Ti pak lakay",
                     *       "latitude": 18.5101,
                     *       "longitude": -72.2902
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    loginNavigation: {
        parameters: {
            query?: {
                /** @description A path of this site (never another origin). */
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the sign-in page (or to returnTo when already signed in). */
            302: {
                headers: {
                    /** @description Where the browser goes next. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logoutNavigation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the home page. */
            302: {
                headers: {
                    /** @description Where the browser goes next. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when nobody was signed in). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                before?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Audit entries, at most `limit`; pass the last one's id as `before` for the next page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 6,
                     *         "actor": {
                     *           "id": 1,
                     *           "fullName": "Rose Michel"
                     *         },
                     *         "action": "dismissReports",
                     *         "targetKind": "idea",
                     *         "targetId": 9,
                     *         "targetLabel": "Mete plis poubèl nan mache Kwadebouke a pou moun pa jete fatra atè.",
                     *         "targetRemoved": false,
                     *         "targetPage": null,
                     *         "reason": null,
                     *         "createdAt": "2026-06-11T11:40:00.000Z"
                     *       },
                     *       {
                     *         "id": 5,
                     *         "actor": {
                     *           "id": 2,
                     *           "fullName": "Jean Baptiste"
                     *         },
                     *         "action": "reject",
                     *         "targetKind": "contribution",
                     *         "targetId": 30,
                     *         "targetLabel": "Pran foto devan klinik la",
                     *         "targetRemoved": false,
                     *         "targetPage": {
                     *           "kind": "task",
                     *           "id": 13
                     *         },
                     *         "reason": "Foto a pa montre kote a.",
                     *         "createdAt": "2026-06-11T11:30:00.000Z"
                     *       },
                     *       {
                     *         "id": 4,
                     *         "actor": {
                     *           "id": 2,
                     *           "fullName": "Jean Baptiste"
                     *         },
                     *         "action": "approve",
                     *         "targetKind": "location",
                     *         "targetId": 6,
                     *         "targetLabel": null,
                     *         "targetRemoved": true,
                     *         "targetPage": null,
                     *         "reason": null,
                     *         "createdAt": "2026-06-10T08:00:00.000Z"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "actor": {
                     *           "id": 1,
                     *           "fullName": "Rose Michel"
                     *         },
                     *         "action": "announce",
                     *         "targetKind": "announcement",
                     *         "targetId": 2,
                     *         "targetLabel": null,
                     *         "targetRemoved": false,
                     *         "targetPage": null,
                     *         "reason": null,
                     *         "createdAt": "2026-06-09T08:00:00.000Z"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "actor": {
                     *           "id": 1,
                     *           "fullName": "Rose Michel"
                     *         },
                     *         "action": "pinForum",
                     *         "targetKind": "forum",
                     *         "targetId": 12,
                     *         "targetLabel": "Fatra nan mache a",
                     *         "targetRemoved": false,
                     *         "targetPage": {
                     *           "kind": "forum",
                     *           "id": 12
                     *         },
                     *         "reason": null,
                     *         "createdAt": "2026-06-08T08:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["AuditEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    hideContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["HideableKind"];
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HideContentRequest"];
            };
        };
        responses: {
            /** @description The content is hidden. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes CONTENT.ALREADY_HIDDEN). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listReviewQueue: {
        parameters: {
            query?: {
                kind?: components["schemas"]["ReviewKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending submissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "kind": "contribution",
                     *         "id": 31,
                     *         "title": "Tag fatra nan Ri Pave",
                     *         "description": "Gen yon pil fatra devan mache a depi 3 jou, li bloke wout la.",
                     *         "photoUrl": null,
                     *         "latitude": 18.5392,
                     *         "longitude": -72.335,
                     *         "serviceName": "Dlo ak Asenisman",
                     *         "submittedBy": {
                     *           "id": 7,
                     *           "fullName": "Marie Joseph"
                     *         },
                     *         "submittedAt": "2026-06-11T09:00:00.000Z"
                     *       },
                     *       {
                     *         "kind": "location",
                     *         "id": 8,
                     *         "title": "Sous dlo Fon Pye",
                     *         "description": null,
                     *         "photoUrl": null,
                     *         "latitude": 19.7578,
                     *         "longitude": -72.2044,
                     *         "serviceName": null,
                     *         "submittedBy": null,
                     *         "submittedAt": "2026-06-11T11:50:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ReviewItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listContentReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reported items with their reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "kind": "forumPost",
                     *         "id": 41,
                     *         "text": "Moun sa yo se vòlè, pa janm ale lakay yo.",
                     *         "author": {
                     *           "id": 12,
                     *           "fullName": "Paul Étienne"
                     *         },
                     *         "reportCount": 3,
                     *         "reasons": [
                     *           "Li joure moun.",
                     *           "Se pa verite.",
                     *           "Li joure moun."
                     *         ],
                     *         "firstReportedAt": "2026-06-10T08:00:00.000Z",
                     *         "lastReportedAt": "2026-06-11T10:00:00.000Z"
                     *       },
                     *       {
                     *         "kind": "idea",
                     *         "id": 9,
                     *         "text": "Vann kat SIM nan biwo a.",
                     *         "author": {
                     *           "id": 14,
                     *           "fullName": "Lucie Noël"
                     *         },
                     *         "reportCount": 1,
                     *         "reasons": [
                     *           "Se piblisite."
                     *         ],
                     *         "firstReportedAt": "2026-06-11T11:30:00.000Z",
                     *         "lastReportedAt": "2026-06-11T11:30:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ReportedContent"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    dismissContentReports: {
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
                 *       "kind": "forumPost",
                 *       "id": 41
                 *     }
                 */
                "application/json": components["schemas"]["DismissReportsRequest"];
            };
        };
        responses: {
            /** @description The reports are closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "forumPost",
                     *       "id": 41,
                     *       "dismissedCount": 3
                     *     }
                     */
                    "application/json": components["schemas"]["DismissedReports"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ReviewKind"];
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recorded decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "contribution",
                     *       "id": 31,
                     *       "status": "approved",
                     *       "reason": null,
                     *       "reviewedAt": "2026-06-11T12:05:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ReviewDecision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes REVIEW.NOT_PENDING). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ReviewKind"];
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Kote sa a deja nan kat la."
                 *     }
                 */
                "application/json": components["schemas"]["RejectRequest"];
            };
        };
        responses: {
            /** @description The recorded decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "location",
                     *       "id": 8,
                     *       "status": "rejected",
                     *       "reason": "Kote sa a deja nan kat la.",
                     *       "reviewedAt": "2026-06-11T12:05:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ReviewDecision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes REVIEW.NOT_PENDING). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 14,
                     *         "type": "task_response",
                     *         "title": "Nouvo repons sou travay ou",
                     *         "message": "Jean Pierre reponn sou kontribisyon ou nan Sante.",
                     *         "isRead": false,
                     *         "createdAt": "2026-06-11T11:59:30.000Z"
                     *       },
                     *       {
                     *         "id": 13,
                     *         "type": "call_request",
                     *         "title": "Yon moun vle rele w",
                     *         "message": "Rose Michel mande pou l pale avè w sou pwen dlo a.",
                     *         "isRead": false,
                     *         "createdAt": "2026-06-11T11:48:00.000Z"
                     *       },
                     *       {
                     *         "id": 12,
                     *         "type": "system_announcement",
                     *         "title": "Reyinyon kominotè samdi",
                     *         "message": "Reyinyon an ap fèt nan lekòl nasyonal la a 10è.",
                     *         "isRead": true,
                     *         "createdAt": "2026-06-11T07:00:00.000Z"
                     *       },
                     *       {
                     *         "id": 11,
                     *         "type": "other",
                     *         "title": "Byenvini nan Kominote",
                     *         "message": "Mèsi paske ou enskri.",
                     *         "isRead": true,
                     *         "createdAt": "2026-06-08T12:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendAnnouncement: {
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
                 *       "title": "Jounen vaksinasyon",
                 *       "message": "Samdi 14 jen, klinik Sen Jozèf ap vaksinen timoun gratis."
                 *     }
                 */
                "application/json": components["schemas"]["AnnouncementRequest"];
            };
        };
        responses: {
            /** @description The announcement was delivered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "recipientCount": 42
                     *     }
                     */
                    "application/json": components["schemas"]["AnnouncementReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All notifications are read. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markNotificationRead: {
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
            /** @description The notification is read. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportPlacesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per feature, after a header row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportPlacesGeoJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The features; each one's `kind` says what it is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/geo+json": components["schemas"]["GeoJsonFeatureCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPublicServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services, ordered by position. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "slug": "sante",
                     *         "name": "Sante",
                     *         "description": "Klinik, kanpay vaksinasyon ak ajan sante kominotè toupre w.",
                     *         "color": "#0E7C66",
                     *         "imageUrl": "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%20640%20360%22%3E%3Crect%20width%3D%22640%22%20height%3D%22360%22%20fill%3D%22%237FC8B5%22%2F%3E%3Ccircle%20cx%3D%22480%22%20cy%3D%22110%22%20r%3D%2260%22%20fill%3D%22%23FFE9A8%22%2F%3E%3Cpath%20d%3D%22M0%20300%20Q160%20200%20320%20280%20T640%20250%20V360%20H0Z%22%20fill%3D%22%23FFFFFF%22%20fill-opacity%3D%220.35%22%2F%3E%3C%2Fsvg%3E",
                     *         "taskCount": 12,
                     *         "contributorCount": 1234,
                     *         "discussionCount": 1
                     *       },
                     *       {
                     *         "id": 2,
                     *         "slug": "edikasyon",
                     *         "name": "Edikasyon",
                     *         "description": "Lekòl, pwofesè ak materyèl lekòl nan chak komin.",
                     *         "color": "#F2C14E",
                     *         "imageUrl": "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%20640%20360%22%3E%3Crect%20width%3D%22640%22%20height%3D%22360%22%20fill%3D%22%23F7DC9A%22%2F%3E%3Ccircle%20cx%3D%22480%22%20cy%3D%22110%22%20r%3D%2260%22%20fill%3D%22%23FFE9A8%22%2F%3E%3Cpath%20d%3D%22M0%20300%20Q160%20200%20320%20280%20T640%20250%20V360%20H0Z%22%20fill%3D%22%23FFFFFF%22%20fill-opacity%3D%220.35%22%2F%3E%3C%2Fsvg%3E",
                     *         "taskCount": 1,
                     *         "contributorCount": 0,
                     *         "discussionCount": 5
                     *       },
                     *       {
                     *         "id": 3,
                     *         "slug": "dlo-ak-asenisman",
                     *         "name": "Dlo ak asenisman",
                     *         "description": "Fontèn piblik, pi ak latrin ki fonksyone.",
                     *         "color": "#1565C0",
                     *         "imageUrl": "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%20640%20360%22%3E%3Crect%20width%3D%22640%22%20height%3D%22360%22%20fill%3D%22%238DB8E8%22%2F%3E%3Ccircle%20cx%3D%22480%22%20cy%3D%22110%22%20r%3D%2260%22%20fill%3D%22%23FFE9A8%22%2F%3E%3Cpath%20d%3D%22M0%20300%20Q160%20200%20320%20280%20T640%20250%20V360%20H0Z%22%20fill%3D%22%23FFFFFF%22%20fill-opacity%3D%220.35%22%2F%3E%3C%2Fsvg%3E",
                     *         "taskCount": 8,
                     *         "contributorCount": 47,
                     *         "discussionCount": 3
                     *       },
                     *       {
                     *         "id": 4,
                     *         "slug": "fatra",
                     *         "name": "Fatra",
                     *         "description": "Pwen ranmasaj ak jounen netwayaj nan katye a.",
                     *         "color": "#6D4C41",
                     *         "imageUrl": "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%20640%20360%22%3E%3Crect%20width%3D%22640%22%20height%3D%22360%22%20fill%3D%22%23B89A8E%22%2F%3E%3Ccircle%20cx%3D%22480%22%20cy%3D%22110%22%20r%3D%2260%22%20fill%3D%22%23FFE9A8%22%2F%3E%3Cpath%20d%3D%22M0%20300%20Q160%20200%20320%20280%20T640%20250%20V360%20H0Z%22%20fill%3D%22%23FFFFFF%22%20fill-opacity%3D%220.35%22%2F%3E%3C%2Fsvg%3E",
                     *         "taskCount": 5,
                     *         "contributorCount": 19,
                     *         "discussionCount": 0
                     *       },
                     *       {
                     *         "id": 5,
                     *         "slug": "eta-sivil",
                     *         "name": "Eta sivil ak idantifikasyon",
                     *         "description": "Ak nesans, kat idantifikasyon nasyonal ak biwo ki bay yo.",
                     *         "color": "#5E35B1",
                     *         "imageUrl": null,
                     *         "taskCount": 3,
                     *         "contributorCount": 2,
                     *         "discussionCount": 0
                     *       },
                     *       {
                     *         "id": 6,
                     *         "slug": "transpo",
                     *         "name": "Transpò",
                     *         "description": "Wout, pon ak liy transpò piblik.",
                     *         "color": "#C62828",
                     *         "imageUrl": null,
                     *         "taskCount": 0,
                     *         "contributorCount": 0,
                     *         "discussionCount": 0
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PublicService"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reportContent: {
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
                 *       "kind": "idea",
                 *       "id": 12,
                 *       "reason": "Mesaj sa a ensilte yon manm."
                 *     }
                 */
                "application/json": components["schemas"]["ReportContentRequest"];
            };
        };
        responses: {
            /** @description The report is received (also when this member had already reported the item). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Mèsi, yon moderatè ap gade sa."
                     *     }
                     */
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether a link was sent, or the address is already confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sent": true,
                     *       "alreadyVerified": false,
                     *       "message": "Nou voye yon nouvo lyen nan imèl ou."
                     *     }
                     */
                    "application/json": components["schemas"]["ResendEmailVerificationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes EMAIL_VERIFICATION.NO_ADDRESS). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSafePlaces: {
        parameters: {
            query?: {
                /** @description Words sought in the name, address or description, case and accents aside; empty means all. */
                q?: string;
                category?: components["schemas"]["SafePlaceCategory"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The safe places, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 4,
                     *         "name": "Legliz Sen Trinite",
                     *         "description": "Abri pou fanmi lè gen siklòn.",
                     *         "latitude": 18.5392,
                     *         "longitude": -72.3364,
                     *         "address": "Boulevard du Cap, Okap",
                     *         "category": "religious",
                     *         "verificationStatus": "unverified",
                     *         "reportedBy": "Jean Baptiste",
                     *         "reportedAt": "2026-03-02T15:00:00.000Z",
                     *         "lastUpdated": "2026-03-04T09:30:00.000Z",
                     *         "safetyRating": 0,
                     *         "tags": [],
                     *         "rejectionReason": "Adrès la pa kòrèk.",
                     *         "canEdit": true
                     *       },
                     *       {
                     *         "id": 1,
                     *         "name": "Lopital Inivèsite Leta Ayiti (HUEH)",
                     *         "description": "Ijans louvri 24 sou 24.",
                     *         "latitude": 18.5392,
                     *         "longitude": -72.3364,
                     *         "address": "Rue Monseigneur Guilloux, Pòtoprens",
                     *         "category": "hospital",
                     *         "verificationStatus": "verified",
                     *         "reportedBy": "Marie Joseph",
                     *         "reportedAt": "2026-03-02T15:00:00.000Z",
                     *         "lastUpdated": "2026-03-04T09:30:00.000Z",
                     *         "safetyRating": 4.5,
                     *         "tags": [
                     *           "ijans",
                     *           "24 sou 24"
                     *         ],
                     *         "rejectionReason": null,
                     *         "canEdit": false
                     *       },
                     *       {
                     *         "id": 2,
                     *         "name": "Abri Sitwayen Okap",
                     *         "description": "Abri pou fanmi lè gen siklòn.",
                     *         "latitude": 18.5392,
                     *         "longitude": -72.3364,
                     *         "address": "Boulevard du Cap, Okap",
                     *         "category": "shelter",
                     *         "verificationStatus": "verified",
                     *         "reportedBy": "Jean Baptiste",
                     *         "reportedAt": "2026-03-02T15:00:00.000Z",
                     *         "lastUpdated": "2026-03-04T09:30:00.000Z",
                     *         "safetyRating": 0,
                     *         "tags": [],
                     *         "rejectionReason": null,
                     *         "canEdit": true
                     *       },
                     *       {
                     *         "id": 3,
                     *         "name": "Komisarya Jakmèl",
                     *         "description": "Abri pou fanmi lè gen siklòn.",
                     *         "latitude": 18.5392,
                     *         "longitude": -72.3364,
                     *         "address": "Boulevard du Cap, Okap",
                     *         "category": "police",
                     *         "verificationStatus": "pending",
                     *         "reportedBy": "Jean Baptiste",
                     *         "reportedAt": "2026-03-02T15:00:00.000Z",
                     *         "lastUpdated": "2026-03-04T09:30:00.000Z",
                     *         "safetyRating": 0,
                     *         "tags": [],
                     *         "rejectionReason": null,
                     *         "canEdit": true
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["SafePlace"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSafePlace: {
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
                 *       "name": "Abri Lekòl Nasyonal Leyogàn",
                 *       "address": "Rue Croix-Rouge, Leyogàn",
                 *       "description": "Lekòl la louvri pòt li pou fanmi yo lè gen siklòn.",
                 *       "latitude": 18.5108,
                 *       "longitude": -72.6339,
                 *       "category": "shelter"
                 *     }
                 */
                "application/json": components["schemas"]["CreateSafePlaceRequest"];
            };
        };
        responses: {
            /** @description The safe place, pending verification. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "safetyRating": 0,
                     *       "tags": [],
                     *       "name": "Abri Lekòl Nasyonal Leyogàn",
                     *       "address": "Rue Croix-Rouge, Leyogàn",
                     *       "description": "Lekòl la louvri pòt li pou fanmi yo lè gen siklòn.",
                     *       "latitude": 18.5108,
                     *       "longitude": -72.6339,
                     *       "category": "shelter",
                     *       "id": 101,
                     *       "verificationStatus": "pending",
                     *       "reportedBy": "Marie Joseph",
                     *       "reportedAt": "2026-06-11T12:00:00.000Z",
                     *       "lastUpdated": "2026-06-11T12:00:00.000Z",
                     *       "rejectionReason": null,
                     *       "canEdit": true
                     *     }
                     */
                    "application/json": components["schemas"]["SafePlace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSafePlace: {
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
                /**
                 * @example {
                 *       "description": "Abri pou 40 fanmi lè gen siklòn."
                 *     }
                 */
                "application/json": components["schemas"]["UpdateSafePlaceRequest"];
            };
        };
        responses: {
            /** @description The safe place as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 2,
                     *       "name": "Abri Sitwayen Okap",
                     *       "description": "Abri pou 40 fanmi lè gen siklòn.",
                     *       "latitude": 18.5392,
                     *       "longitude": -72.3364,
                     *       "address": "Boulevard du Cap, Okap",
                     *       "category": "shelter",
                     *       "verificationStatus": "verified",
                     *       "reportedBy": "Jean Baptiste",
                     *       "reportedAt": "2026-03-02T15:00:00.000Z",
                     *       "lastUpdated": "2026-03-04T09:30:00.000Z",
                     *       "safetyRating": 0,
                     *       "tags": [],
                     *       "rejectionReason": null,
                     *       "canEdit": true
                     *     }
                     */
                    "application/json": components["schemas"]["SafePlace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendEmailCode: {
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
                 *       "email": "marie@example.ht"
                 *     }
                 */
                "application/json": components["schemas"]["SendEmailCodeRequest"];
            };
        };
        responses: {
            /** @description The same answer whether or not an account uses this contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Nou voye yon kòd 6 chif ba ou.",
                     *       "resendAfterSeconds": 60
                     *     }
                     */
                    "application/json": components["schemas"]["CodeSentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendPhoneCode: {
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
                 *       "phoneNumber": "+50937123456"
                 *     }
                 */
                "application/json": components["schemas"]["SendPhoneCodeRequest"];
            };
        };
        responses: {
            /** @description The same answer whether or not an account uses this contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Nou voye yon kòd 6 chif ba ou.",
                     *       "resendAfterSeconds": 60
                     *     }
                     */
                    "application/json": components["schemas"]["CodeSentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listServiceForums: {
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
            /** @description The service's forums. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 4,
                     *         "serviceId": 1,
                     *         "title": "Kòman pou nou òganize jounen vaksinasyon an",
                     *         "description": "Ann pataje ide pou jounen vaksinasyon nan katye a.",
                     *         "isPinned": true,
                     *         "creator": {
                     *           "fullName": "Jean Baptiste"
                     *         },
                     *         "createdAt": "2026-02-01T10:00:00.000Z",
                     *         "posts": 3
                     *       },
                     *       {
                     *         "id": 5,
                     *         "serviceId": 1,
                     *         "title": "Lè klinik yo louvri nan wikenn",
                     *         "description": null,
                     *         "isPinned": false,
                     *         "creator": {
                     *           "fullName": "Marie Joseph"
                     *         },
                     *         "createdAt": "2026-03-01T08:30:00.000Z",
                     *         "posts": 1
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Forum"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createForum: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes once per submission (a UUID) and sends again with every resend. The first request runs; a repeat with the same key by the same member within 24 hours gets the first answer (same status and body) with no second effect; the same key with another body answers 422 IDEMPOTENCY.KEY_REUSED; while the first still runs, 409 IDEMPOTENCY.IN_FLIGHT. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Dlo potab nan lekòl yo",
                 *       "description": "Ki lekòl ki bezwen yon fontèn?"
                 *     }
                 */
                "application/json": components["schemas"]["CreateForumRequest"];
            };
        };
        responses: {
            /** @description The new forum. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 100,
                     *       "serviceId": 1,
                     *       "title": "Dlo potab nan lekòl yo",
                     *       "description": "Ki lekòl ki bezwen yon fontèn?",
                     *       "isPinned": false,
                     *       "creator": {
                     *         "fullName": "Marie Joseph"
                     *       },
                     *       "createdAt": "2026-03-12T15:00:00.000Z",
                     *       "posts": 0
                     *     }
                     */
                    "application/json": components["schemas"]["Forum"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes IDEMPOTENCY.IN_FLIGHT). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The Idempotency-Key was already used for another request by this member (code IDEMPOTENCY.KEY_REUSED). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    joinService: {
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
            /** @description The member with their new main service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "fullName": "Marie Joseph",
                     *       "email": "marie@example.ht",
                     *       "phoneNumber": null,
                     *       "address": null,
                     *       "bio": null,
                     *       "profilePhoto": null,
                     *       "username": "KDS-0000007-5",
                     *       "joinedServiceId": 1,
                     *       "role": "member",
                     *       "createdAt": "2026-01-01T00:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listServiceTasks: {
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
            /** @description The service's tasks, ordered by position. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 11,
                     *         "serviceId": 1,
                     *         "position": 0,
                     *         "title": "Idantifye klinik ki pi pre w",
                     *         "description": "Idantifye klinik ki pi pre w: sa pou w fè, ki kote ak ki jan.",
                     *         "type": "enfomasyon",
                     *         "isPrerequisite": true,
                     *         "locationRequired": false,
                     *         "maxContributors": 10,
                     *         "contributionCount": 12,
                     *         "contributedByMe": true
                     *       },
                     *       {
                     *         "id": 12,
                     *         "serviceId": 1,
                     *         "position": 1,
                     *         "title": "Note lè klinik la louvri",
                     *         "description": "Note lè klinik la louvri: sa pou w fè, ki kote ak ki jan.",
                     *         "type": "enfomasyon",
                     *         "isPrerequisite": false,
                     *         "locationRequired": false,
                     *         "maxContributors": null,
                     *         "contributionCount": 3,
                     *         "contributedByMe": true
                     *       },
                     *       {
                     *         "id": 13,
                     *         "serviceId": 1,
                     *         "position": 2,
                     *         "title": "Pran foto devan klinik la",
                     *         "description": "Pran foto devan klinik la: sa pou w fè, ki kote ak ki jan.",
                     *         "type": "enfomasyon",
                     *         "isPrerequisite": false,
                     *         "locationRequired": false,
                     *         "maxContributors": 20,
                     *         "contributionCount": 0,
                     *         "contributedByMe": false
                     *       },
                     *       {
                     *         "id": 14,
                     *         "serviceId": 1,
                     *         "position": 3,
                     *         "title": "Mande si gen vaksen timoun",
                     *         "description": "Mande si gen vaksen timoun: sa pou w fè, ki kote ak ki jan.",
                     *         "type": "enfomasyon",
                     *         "isPrerequisite": false,
                     *         "locationRequired": false,
                     *         "maxContributors": null,
                     *         "contributionCount": 0,
                     *         "contributedByMe": false
                     *       },
                     *       {
                     *         "id": 15,
                     *         "serviceId": 1,
                     *         "position": 4,
                     *         "title": "Pataje enfòmasyon an ak vwazen w",
                     *         "description": "Pataje enfòmasyon an ak vwazen w: sa pou w fè, ki kote ak ki jan.",
                     *         "type": "enfomasyon",
                     *         "isPrerequisite": false,
                     *         "locationRequired": false,
                     *         "maxContributors": 5,
                     *         "contributionCount": 0,
                     *         "contributedByMe": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ServiceTask"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTask: {
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
            /** @description The task and its service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 13,
                     *       "title": "Pran foto devan klinik la",
                     *       "description": "Yon foto klè devan pòt klinik la.",
                     *       "service": {
                     *         "id": 1,
                     *         "slug": "sante",
                     *         "name": "Sante"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TaskSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listContactableContributors: {
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
            /** @description Contributors one may ask to call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "contributionId": 31,
                     *         "fullName": "Jean Baptiste",
                     *         "profilePhoto": null,
                     *         "contributedAt": "2026-05-20T14:00:00.000Z"
                     *       },
                     *       {
                     *         "contributionId": 32,
                     *         "fullName": "Nadège Pierre",
                     *         "profilePhoto": null,
                     *         "contributedAt": "2026-05-28T09:30:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ContactableContributor"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    contributeToTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes once per submission (a UUID) and sends again with every resend. The first request runs; a repeat with the same key by the same member within 24 hours gets the first answer (same status and body) with no second effect; the same key with another body answers 422 IDEMPOTENCY.KEY_REUSED; while the first still runs, 409 IDEMPOTENCY.IN_FLIGHT. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "notes": "Mwen ranmase fatra nan lari a ak vwazen yo samdi maten."
                 *     }
                 */
                "application/json": components["schemas"]["ContributeRequest"];
            };
        };
        responses: {
            /** @description The contribution, awaiting review, and the next task. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contribution": {
                     *         "id": 41,
                     *         "taskId": 12,
                     *         "notes": "Mwen ranmase fatra nan lari a ak vwazen yo samdi maten.",
                     *         "address": null,
                     *         "phoneNumber": null,
                     *         "hasContactInfo": false,
                     *         "allowDirectContact": false,
                     *         "hasWebsite": false,
                     *         "websiteUrl": null,
                     *         "contactNotes": null,
                     *         "mediaUrls": [],
                     *         "pdfUrl": null,
                     *         "status": "pending",
                     *         "rejectionReason": null,
                     *         "contributedAt": "2026-06-01T15:00:00.000Z"
                     *       },
                     *       "nextTask": {
                     *         "hasNext": true,
                     *         "id": 13,
                     *         "title": "Triye fatra a"
                     *       },
                     *       "pointsAwarded": 10
                     *     }
                     */
                    "application/json": components["schemas"]["ContributeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes CONTRIBUTION.TASK_WAITING, CONTRIBUTION.ALREADY_CONTRIBUTED, CONTRIBUTION.TASK_CLOSED, IDEMPOTENCY.IN_FLIGHT). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The Idempotency-Key was already used for another request by this member (code IDEMPOTENCY.KEY_REUSED). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTaskContributions: {
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
            /** @description The task's contributions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 36,
                     *         "taskId": 13,
                     *         "notes": "Klinik la louvri a 7è, gen yon ti lis sou pòt la.",
                     *         "status": "approved",
                     *         "contributedAt": "2026-03-14T08:20:00.000Z"
                     *       },
                     *       {
                     *         "id": 31,
                     *         "taskId": 13,
                     *         "notes": "Foto pòt klinik Sen Jozèf la, maten an.",
                     *         "status": "pending",
                     *         "contributedAt": "2026-03-12T15:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PublicContribution"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    translateText: {
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
                 *       "text": "Bon ide! Mwen dakò.",
                 *       "targetLanguage": "fr"
                 *     }
                 */
                "application/json": components["schemas"]["TranslationRequest"];
            };
        };
        responses: {
            /** @description The translation, or the original text when none is available. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "translatedText": "[fr] Bon ide! Mwen dakò."
                     *     }
                     */
                    "application/json": components["schemas"]["TranslationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadRequest"];
            };
        };
        responses: {
            /** @description The stored file, to reference by id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRecentPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recent point events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 93,
                     *         "points": 10,
                     *         "description": "Kontribisyon: Pran foto devan klinik la",
                     *         "createdAt": "2026-06-11T09:15:00.000Z"
                     *       },
                     *       {
                     *         "id": 92,
                     *         "points": 2,
                     *         "description": "Yon manm vote pou ide ou",
                     *         "createdAt": "2026-06-10T18:40:00.000Z"
                     *       },
                     *       {
                     *         "id": 91,
                     *         "points": 20,
                     *         "description": "Envitasyon aksepte: Jean Baptiste",
                     *         "createdAt": "2026-06-08T12:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["RecentPointEvent"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's standing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalPoints": 320,
                     *       "weeklyPoints": 45,
                     *       "rank": 12,
                     *       "totalContributions": 7
                     *     }
                     */
                    "application/json": components["schemas"]["UserStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerUser: {
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
                 *       "fullName": "Marie Joseph",
                 *       "birthday": "1990-04-12",
                 *       "email": "marie@example.ht",
                 *       "phoneNumber": "+50937123456",
                 *       "skills": [
                 *         "first-aid"
                 *       ],
                 *       "primaryService": "sante",
                 *       "password": "lakay-2026",
                 *       "confirmPassword": "lakay-2026"
                 *     }
                 */
                "application/json": components["schemas"]["RegistrationRequest"];
            };
        };
        responses: {
            /** @description The new member with their member number. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "fullName": "Marie Joseph",
                     *       "email": "marie@example.ht",
                     *       "phoneNumber": "+50937123456",
                     *       "address": null,
                     *       "bio": null,
                     *       "profilePhoto": null,
                     *       "username": "KDS-0000007-5",
                     *       "joinedServiceId": null,
                     *       "role": "member",
                     *       "createdAt": "2026-01-01T00:00:00.000Z",
                     *       "emailVerified": false,
                     *       "kdsNumber": "KDS-0000007-5",
                     *       "socialDevelopmentAccountNumber": "KDS-0000007-5"
                     *     }
                     */
                    "application/json": components["schemas"]["RegisteredUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes USER.EMAIL_TAKEN, USER.PHONE_TAKEN). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteOwnAccount: {
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
                 *       "code": "482913"
                 *     }
                 */
                "application/json": components["schemas"]["DeleteOwnAccountRequest"];
            };
        };
        responses: {
            /** @description The account is deleted and the session cookie cleared. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendAccountDeletionCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code was sent; where to, and when another may be asked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "channel": "email",
                     *       "contact": "m***@example.ht",
                     *       "message": "Nou voye yon kòd nan imèl ou.",
                     *       "resendAfterSeconds": 60
                     *     }
                     */
                    "application/json": components["schemas"]["DeletionCodeSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportOwnData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's data, sent as an attachment named after the member number and the day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exportedAt": "2026-06-11T12:00:00.000Z",
                     *       "profile": {
                     *         "id": 7,
                     *         "memberNumber": "KDS-0000007-3",
                     *         "fullName": "Marie Joseph",
                     *         "email": "marie@example.ht",
                     *         "emailVerifiedAt": "2026-05-01T10:05:00.000Z",
                     *         "phoneNumber": "+50937123456",
                     *         "address": null,
                     *         "bio": "Enfimyè nan Okap, mwen renmen ede timoun aprann li.",
                     *         "birthday": "1994-08-15",
                     *         "profilePhoto": null,
                     *         "skills": [
                     *           "Swen sante"
                     *         ],
                     *         "primaryService": "Sante",
                     *         "joinedServiceId": 1,
                     *         "role": "member",
                     *         "createdAt": "2026-05-01T10:00:00.000Z"
                     *       },
                     *       "contributions": [],
                     *       "unattachedFiles": [],
                     *       "ideas": [
                     *         {
                     *           "id": 13,
                     *           "serviceId": 2,
                     *           "content": "Pataje liv lekòl ki deja sèvi ant fanmi yo nan kòmansman ane a.",
                     *           "voteCount": 5,
                     *           "createdAt": "2026-05-18T08:00:00.000Z",
                     *           "hiddenAt": null
                     *         }
                     *       ],
                     *       "votes": [
                     *         {
                     *           "ideaId": 12,
                     *           "createdAt": "2026-05-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "forumsCreated": [],
                     *       "forumPosts": [],
                     *       "likes": [],
                     *       "liveComments": [
                     *         {
                     *           "id": 31,
                     *           "meetingStartedAt": "2026-05-21T18:00:00.000Z",
                     *           "content": "Mèsi pou reyinyon an.",
                     *           "createdAt": "2026-05-21T18:04:00.000Z",
                     *           "hiddenAt": null
                     *         }
                     *       ],
                     *       "reports": [],
                     *       "agenciesSubmitted": [],
                     *       "placesSubmitted": [],
                     *       "safePlacesSubmitted": [],
                     *       "connectionPointsSubmitted": [],
                     *       "points": {
                     *         "total": 15,
                     *         "ledger": [
                     *           {
                     *             "action": "idea",
                     *             "points": 5,
                     *             "referenceKind": "idea",
                     *             "referenceId": 13,
                     *             "createdAt": "2026-05-18T08:00:00.000Z"
                     *           }
                     *         ]
                     *       },
                     *       "notifications": [],
                     *       "inviteLinkCode": "q3VxN8kLm2Pa",
                     *       "invitationsSent": [],
                     *       "callRequestsMade": [],
                     *       "callRequestsReceived": [],
                     *       "sessions": [
                     *         {
                     *           "createdAt": "2026-06-11T08:00:00.000Z",
                     *           "lastActiveAt": "2026-06-11T11:58:00.000Z",
                     *           "expiresAt": "2026-07-11T08:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OwnDataExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUserContributions: {
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
            /** @description The member's contributions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 41,
                     *         "taskTitle": "Pran foto devan klinik la",
                     *         "notes": "Mwen pran foto a maten an, pòt klinik la louvri depi 7è.",
                     *         "contributedAt": "2026-06-02T14:00:00.000Z",
                     *         "hasContactInfo": true,
                     *         "status": "pending"
                     *       },
                     *       {
                     *         "id": 40,
                     *         "taskTitle": "Note lè klinik la louvri",
                     *         "notes": "Klinik la louvri 7è rive 4è, lendi rive vandredi.",
                     *         "contributedAt": "2026-05-20T09:00:00.000Z",
                     *         "hasContactInfo": false,
                     *         "status": "pending"
                     *       },
                     *       {
                     *         "id": 39,
                     *         "taskTitle": "Idantifye klinik ki pi pre w",
                     *         "notes": "Klinik Sen Franswa, sou wout Delmas 33, se li ki pi pre katye a.",
                     *         "contributedAt": "2026-05-02T10:00:00.000Z",
                     *         "hasContactInfo": false,
                     *         "status": "approved"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["AccountContribution"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProfile: {
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
                /**
                 * @example {
                 *       "bio": "Enfimyè nan Okap, mwen ede ak vaksinasyon timoun yo."
                 *     }
                 */
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description The member as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "fullName": "Marie Joseph",
                     *       "email": "marie@example.ht",
                     *       "phoneNumber": "+50937123456",
                     *       "address": null,
                     *       "bio": "Enfimyè nan Okap, mwen ede ak vaksinasyon timoun yo.",
                     *       "profilePhoto": null,
                     *       "username": "KDS-0000007-3",
                     *       "joinedServiceId": 1,
                     *       "role": "member",
                     *       "createdAt": "2026-05-01T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is valid but the current state forbids it (codes USER.EMAIL_TAKEN, USER.PHONE_TAKEN). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUserResponses: {
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
            /** @description The member's posts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 42,
                     *         "subject": "Jounen vaksinasyon",
                     *         "content": "Bon ide! Mwen dakò.\nMwen ka pote chèz yo.\nMwen ka ede ak lis timoun yo.\nEpi mwen ka rele lòt paran yo pou yo vini bonè nan maten.",
                     *         "createdAt": "2026-03-12T14:55:00.000Z",
                     *         "likesCount": 3,
                     *         "forum": {
                     *           "id": 4,
                     *           "name": "Kòman pou nou òganize jounen vaksinasyon an"
                     *         }
                     *       },
                     *       {
                     *         "id": 38,
                     *         "subject": null,
                     *         "content": "Klinik la louvri samdi jiska midi.",
                     *         "createdAt": "2026-03-02T09:30:00.000Z",
                     *         "likesCount": 1,
                     *         "forum": {
                     *           "id": 5,
                     *           "name": "Lè klinik yo louvri nan wikenn"
                     *         }
                     *       },
                     *       {
                     *         "id": 35,
                     *         "subject": "  ",
                     *         "content": "",
                     *         "createdAt": "2026-02-20T18:45:00.000Z",
                     *         "likesCount": 0,
                     *         "forum": {
                     *           "id": 5,
                     *           "name": "Lè klinik yo louvri nan wikenn"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ForumResponse"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUserTaskContributions: {
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
            /** @description The member's contributions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 31,
                     *         "status": "pending",
                     *         "rejectionReason": null,
                     *         "contributionType": "kat-sant-sante",
                     *         "submittedAt": "2026-03-12T15:00:00.000Z",
                     *         "location": {
                     *           "name": "Klinik Sen Jozèf, Okap"
                     *         },
                     *         "task": {
                     *           "id": 13,
                     *           "title": "Pran foto devan klinik la",
                     *           "description": "Yon foto klè devan pòt klinik la."
                     *         }
                     *       },
                     *       {
                     *         "id": 30,
                     *         "status": "approved",
                     *         "rejectionReason": null,
                     *         "contributionType": "ore-klinik",
                     *         "submittedAt": "2026-03-02T09:30:00.000Z",
                     *         "location": null,
                     *         "task": {
                     *           "id": 12,
                     *           "title": "Note lè klinik la louvri",
                     *           "description": "Ki lè klinik la louvri ak fèmen chak jou."
                     *         }
                     *       },
                     *       {
                     *         "id": 29,
                     *         "status": "rejected",
                     *         "rejectionReason": "Foto a twò flou pou nou li non klinik la.",
                     *         "contributionType": "",
                     *         "submittedAt": "2026-02-20T18:45:00.000Z",
                     *         "location": null,
                     *         "task": {
                     *           "id": 11,
                     *           "title": "",
                     *           "description": "  "
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["TaskContribution"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    joinServiceForUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinServiceRequest"];
            };
        };
        responses: {
            /** @description The member with their new main service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: {
                /** @description The token from the link in the e-mail. */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the address is now confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "verified": true,
                     *       "alreadyVerified": false,
                     *       "message": "Imèl ou konfime. Mèsi!"
                     *     }
                     */
                    "application/json": components["schemas"]["VerifyEmailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyEmailLogin: {
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
                 *       "email": "marie@example.ht",
                 *       "code": "482913"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyEmailLoginRequest"];
            };
        };
        responses: {
            /** @description The member, now signed in (the session cookie is set). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "fullName": "Marie Joseph",
                     *       "email": "marie@example.ht",
                     *       "phoneNumber": null,
                     *       "address": null,
                     *       "bio": null,
                     *       "profilePhoto": null,
                     *       "username": "KDS-0000007-5",
                     *       "joinedServiceId": null,
                     *       "role": "member",
                     *       "createdAt": "2026-01-01T00:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyPhoneLogin: {
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
                 *       "phoneNumber": "+50937123456",
                 *       "code": "482913"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyPhoneLoginRequest"];
            };
        };
        responses: {
            /** @description The member, now signed in (the session cookie is set). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "fullName": "Marie Joseph",
                     *       "email": "marie@example.ht",
                     *       "phoneNumber": null,
                     *       "address": null,
                     *       "bio": null,
                     *       "profilePhoto": null,
                     *       "username": "KDS-0000007-5",
                     *       "joinedServiceId": null,
                     *       "role": "member",
                     *       "createdAt": "2026-01-01T00:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
