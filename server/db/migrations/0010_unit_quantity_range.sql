ALTER TABLE "product_units" ADD COLUMN "max_qty" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_units" ADD COLUMN "quantity_step" text DEFAULT 'whole' NOT NULL;--> statement-breakpoint
-- hand-written:
-- A unit whose minimum is above 6 could already be asked for at exactly its minimum: that stays its maximum until
-- staff set one. Then the range may never be empty, and the step is one the rule knows (ADR 0030).
UPDATE "product_units" SET "max_qty" = "min_qty" WHERE "min_qty" > "max_qty";--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_max_qty_covers_min" CHECK ("max_qty" >= "min_qty");--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_quantity_step_known" CHECK ("quantity_step" IN ('whole', 'tenth'));
