CREATE TABLE `opt_outs` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`reason` text,
	`file_key` text,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `opted_out_profiles` (
	`source` text NOT NULL,
	`username` text NOT NULL,
	`opt_out_id` text NOT NULL,
	`created` integer NOT NULL,
	PRIMARY KEY(`source`, `username`),
	FOREIGN KEY (`opt_out_id`) REFERENCES `opt_outs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `report_profiles` (
	`report_id` text NOT NULL,
	`source` text NOT NULL,
	`profile_id` text NOT NULL,
	`username` text NOT NULL,
	`fullname` text NOT NULL,
	`image` text,
	`remote_image` text,
	`image_not_loaded` integer DEFAULT false NOT NULL,
	`link` text NOT NULL,
	`count` integer,
	`bad_reason` text,
	`bad_reason_confirmed` integer DEFAULT false NOT NULL,
	`confidence` real NOT NULL,
	`band` text NOT NULL,
	`reasons` text NOT NULL,
	`selected` integer DEFAULT false NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`report_id`, `source`, `profile_id`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `report_profiles_order` ON `report_profiles` (`report_id`,`source`,`position`);--> statement-breakpoint
ALTER TABLE `reports` ADD `search_status` text DEFAULT '{}' NOT NULL;