CREATE TABLE `dev_clock` (
	`id` integer PRIMARY KEY NOT NULL,
	`advance_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `watches` (
	`report_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`every` text NOT NULL,
	`next_check` integer NOT NULL,
	`last_change` integer,
	`alerted_version` integer DEFAULT 0 NOT NULL,
	`origin` text NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `watches_due` ON `watches` (`next_check`);--> statement-breakpoint
CREATE INDEX `watches_user` ON `watches` (`user_id`);--> statement-breakpoint
ALTER TABLE `reports` ADD `last_change` text;