import { Link } from "react-router";
import { HandCoins, ShieldCheck, Store, Truck, Sparkles, HeartHandshake } from "lucide-react";
import { Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { HomeHero } from "./home-hero";

const benefits = [
  {
    icon: HandCoins,
    title: "20 % pour votre projet",
    text: "Sur chaque tablette vendue, 20 % reviennent directement à votre association, école ou club.",
  },
  {
    icon: ShieldCheck,
    title: "Zéro risque",
    text: "Rien à avancer, pas de stock à gérer : vous ne payez rien, nous nous rémunérons uniquement sur les ventes.",
  },
  {
    icon: Store,
    title: "Boutique clé en main",
    text: "Votre page de vente personnalisée en quelques minutes, paiement sécurisé déjà intégré.",
  },
] as const;

const reassurance = [
  { icon: Sparkles, title: "100 % automatisé", text: "Commandes, paiements et suivi des ventes en temps réel." },
  { icon: ShieldCheck, title: "Paiement sécurisé", text: "Paiement par carte bancaire, sans manipulation d'argent." },
  { icon: Truck, title: "Livraison offerte", text: "Retrait auprès de l'association ou livraison en France métropolitaine." },
  { icon: HeartHandshake, title: "Un vrai accompagnement", text: "Notre équipe vous aide à lancer et faire vivre votre campagne." },
] as const;

export function HomePage() {
  return (
    <>
      <HomeHero />

      <Container className="py-16">
        <h2 className="text-center text-3xl font-semibold">Pourquoi vendre du chocolat solidaire ?</h2>
        <div className="mt-10 grid gap-5 md:grid-cols-3">
          {benefits.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="p-6">
              <span className="grid size-12 place-items-center rounded-2xl bg-peach text-brand-deeper">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </Card>
          ))}
        </div>
      </Container>

      <section className="bg-chocolate py-16 text-cream">
        <Container className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-semibold text-cream">Votre boutique en ligne, gratuite</h2>
            <p className="mt-4 text-cream/80">
              Racontez votre projet, choisissez vos couleurs, fixez un objectif : votre page de vente est prête à être
              partagée à vos familles, adhérents et supporters. Vous suivez chaque vente depuis votre espace.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-6">
              <Link to="/chocolats">Découvrir nos chocolats</Link>
            </Button>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {reassurance.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <Icon className="size-6 text-peach" aria-hidden="true" />
                <h3 className="mt-3 font-sans text-base font-semibold text-cream">{title}</h3>
                <p className="mt-1 text-sm text-cream/75">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
