CREATE TABLE `checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`url` text NOT NULL,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`promotion_code` text,
	`status` text NOT NULL,
	`created` integer NOT NULL,
	`expires` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `checkout_sessions_user` ON `checkout_sessions` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `local_billing_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`status` text NOT NULL,
	`cancel_at_period_end` integer NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `processed_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
-- An offer now sells a plan of kind `offer` (its price and quota); SQLite cannot add a required
-- reference to a filled table, so the table is made again and worker/db/seed.sql fills it.
DROP TABLE `offers`;--> statement-breakpoint
CREATE TABLE `offers` (
	`code` text PRIMARY KEY NOT NULL,
	`plan_id` text NOT NULL,
	`duration_hours` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `plans` ADD `kind` text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE `plans` DROP COLUMN `stripe_price_id`;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `quota_period_start` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `stripe_customer_id` text;--> statement-breakpoint
-- The customer moves from the subscription to the account (one per account, made once).
UPDATE `users` SET `stripe_customer_id` = (
	SELECT `stripe_customer_id` FROM `subscriptions` WHERE `subscriptions`.`user_id` = `users`.`id`
);--> statement-breakpoint
ALTER TABLE `subscriptions` DROP COLUMN `stripe_customer_id`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_stripe_customer_id_unique` ON `users` (`stripe_customer_id`);