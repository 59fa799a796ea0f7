-- Gulf Recycling Traders' staff: people of the house, in no company.
CREATE TYPE "HouseRole" AS ENUM ('HOUSE_ADMIN', 'HOUSE_STAFF');
ALTER TABLE "User" ADD COLUMN "houseRole" "HouseRole";
ALTER TABLE "User" ADD CONSTRAINT "User_house_staff_in_no_company" CHECK ("houseRole" IS NULL OR "companyId" IS NULL);
