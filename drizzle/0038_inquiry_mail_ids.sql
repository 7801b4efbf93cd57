-- The mails of a public-form submission (inquiries.mail_ids): admins see what became of them (list-inquiries.ts).
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "mail_ids" uuid[];