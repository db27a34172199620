CREATE TABLE `report_sources` (
	`report_id` text NOT NULL,
	`source` text NOT NULL,
	`interests` text NOT NULL,
	`friends` integer NOT NULL,
	`coverage` text NOT NULL,
	PRIMARY KEY(`report_id`, `source`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `report_unlocks` (
	`report_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token` text NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `report_profiles` ADD `coverage` text;--> statement-breakpoint
ALTER TABLE `reports` ADD `raw_purged_at` integer;--> statement-breakpoint
CREATE INDEX `reports_retention` ON `reports` (`status`,`tracked`);