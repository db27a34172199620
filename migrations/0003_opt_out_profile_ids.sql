ALTER TABLE `opted_out_profiles` ADD `profile_id` text;--> statement-breakpoint
CREATE INDEX `opted_out_profiles_id` ON `opted_out_profiles` (`source`,`profile_id`);