DROP INDEX "erp_postings_order_unique";--> statement-breakpoint
ALTER TABLE "erp_sandbox_sales_orders" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "erp_postings_order_idx" ON "erp_postings" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_postings_order_unique" ON "erp_postings" USING btree ("order_id") WHERE "erp_postings"."kind" = 'sales-order';--> statement-breakpoint
-- hand-written: a sales-order update names its order as the sales order does (ADR 0040).
ALTER TABLE "erp_postings" DROP CONSTRAINT "erp_postings_kind_subject";--> statement-breakpoint
ALTER TABLE "erp_postings" ADD CONSTRAINT "erp_postings_kind_subject" CHECK (("kind" = 'ledger-entry' AND "ledger_id" IS NOT NULL AND "order_id" IS NULL) OR ("kind" IN ('sales-order', 'sales-order-update') AND "order_id" IS NOT NULL AND "ledger_id" IS NULL));
