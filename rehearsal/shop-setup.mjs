// The shop the load phase buys from, made through the API as people make it: an association's member signs up (the
// confirmation read from the relay's Maildir), uploads a hero picture (stored in S3), creates the campaign; the
// administrator signs up and publishes it.
import sharp from "sharp";
import { shopClient, signedInAccount, signedUpAccount } from "./lib/shop-api.mjs";

export const PASSWORD = "répétition-générale-2026";

async function heroPicture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <rect width="1600" height="900" fill="#3f6b4f"/><circle cx="1200" cy="250" r="140" fill="#fde68a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The campaign id, slug and hero address. The administrator is signed up here, or only signed in when the walk made
 * the account (adminExists).
 */
export async function publishedLoadCampaign({ baseUrl, readMail, adminEmail, adminExists, s3Endpoint, runId }) {
  const member = await signedUpAccount(baseUrl, {
    email: `tresoriere-${runId}@ape-repetition.example`,
    password: PASSWORD,
    name: "Trésorière APE",
    clientAddress: "192.0.2.10",
    readMail,
  });
  const form = new FormData();
  form.append("file", new Blob([await heroPicture()], { type: "image/png" }), "hero.png");
  const hero = await member.expectJson("POST", "/api/uploads/campaign-heroes", 201, { body: form });
  if (!hero.url.startsWith(s3Endpoint)) throw new Error(`the hero was not stored in S3: ${hero.url}`);
  const heroBytes = await fetch(hero.url);
  if (heroBytes.status !== 200) throw new Error(`the hero's S3 address answers ${heroBytes.status}`);

  const me = await member.expectJson("GET", "/api/me", 200);
  const { campaign } = await member.expectJson("POST", `/api/associations/${me.memberships[0].association_id}/campaigns`, 201, {
    json: {
      association_name: `APE de la Répétition ${runId}`,
      association_description: "L'APE finance la sortie de fin d'année des CE2 de l'école de la Répétition.",
      campaign_message: "Une tablette achetée, c'est une sortie de classe qui avance !",
      project_goal_eur: 2000,
      hero_image_url: hero.url,
      contact_email: "ape-repetition@exemple.fr",
      association_address: "École de la Répétition, 1 rue des Écoles, 56000 Vannes",
    },
  });

  const adminAccount = { email: adminEmail, password: PASSWORD, name: "Administratrice", clientAddress: "192.0.2.11", readMail };
  const admin = adminExists ? await signedInAccount(baseUrl, adminAccount) : await signedUpAccount(baseUrl, adminAccount);
  await admin.expectJson("POST", `/api/admin/campaigns/${campaign.id}/publish`, 200, { json: {} });
  const page = await shopClient(baseUrl).request("GET", `/c/${campaign.public_slug}`);
  if (page.status !== 200) throw new Error(`the published campaign page answers ${page.status}`);
  return { id: campaign.id, slug: campaign.public_slug, heroUrl: hero.url };
}
