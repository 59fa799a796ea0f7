-- A kept answer (Idempotency-Key) is given again only to a caller whose role may do as much as the one who sent the request.
ALTER TABLE "IdempotentRequest" ADD COLUMN "callerRole" "MemberRole";
