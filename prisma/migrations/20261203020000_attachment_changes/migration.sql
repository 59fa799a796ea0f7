-- A photo or document attached to, or removed from, a lot, a container or a payment, in the change feed and webhooks (issue 48).
ALTER TYPE "ChangeKind" ADD VALUE 'ATTACHMENT_ADDED';
ALTER TYPE "ChangeKind" ADD VALUE 'ATTACHMENT_REMOVED';
