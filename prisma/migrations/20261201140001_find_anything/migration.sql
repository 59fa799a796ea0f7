-- Find anything (issue 48): a reference's beginning, case-insensitive, found through an index each
-- (server/ledger/search.ts reads them as ranges of upper(...) with text_pattern_ops). Expression
-- indexes: not in schema.prisma, which cannot state them.
CREATE INDEX "Lot_lotNumber_find" ON "Lot" (upper("lotNumber") text_pattern_ops);
CREATE INDEX "Container_containerNo_find" ON "Container" (upper("containerNo") text_pattern_ops);
CREATE INDEX "Container_sealNo_find" ON "Container" (upper("sealNo") text_pattern_ops);
CREATE INDEX "Container_billOfLadingNo_find" ON "Container" (upper("papers" ->> 'billOfLadingNo') text_pattern_ops);
CREATE INDEX "Container_weighbridgeTicket_find" ON "Container" (upper("papers" ->> 'weighbridgeTicket') text_pattern_ops);
CREATE INDEX "Payment_reference_find" ON "Payment" (upper("papers" ->> 'reference') text_pattern_ops);
-- Post-dated cheques by due date (the lots page's "Cheques due").
CREATE INDEX "Payment_chequeDueDate" ON "Payment" (("papers" ->> 'chequeDueDate')) WHERE "voidedAt" IS NULL AND "papers" ->> 'method' = 'POST_DATED_CHEQUE';
