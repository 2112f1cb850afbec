CREATE TABLE "public_content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
