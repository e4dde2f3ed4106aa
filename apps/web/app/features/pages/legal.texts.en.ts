import type { LegalTexts } from './legal-texts'

/**
 * The platform's default terms and privacy notice in English: the same commitments as the Spanish
 * texts, pointing to the consumer and data protection law of the buyer's country rather than to
 * one country's statutes.
 */
export const legalEn: LegalTexts = {
  terms: {
    title: 'Terms and conditions',
    intro: [
      'These terms and conditions govern your use of the {shop} site and the purchases you make on it. By browsing or buying you accept them; if you do not agree, please do not use the site.',
    ],
    sections: [
      {
        only: 'shop',
        heading: 'Who sells',
        paragraphs: [
          '{shop} sells the products, services and experiences you see on this site and is responsible for their description, price, stock and delivery.',
          'The site runs on {platform}, a platform that gives many shops the technology to sell online. {platform} is not a party to the sale unless an item expressly says otherwise.',
        ],
      },
      {
        only: 'platform',
        heading: 'What {platform} is',
        paragraphs: [
          '{platform} brings many independent shops together in one market. Each shop sells on its own account and is responsible for what it publishes, its prices, its stock and its deliveries; {platform} gives them the technology to publish, sell and take payments.',
          'A shop may have terms of its own, linked at the foot of its pages; where they are silent, these apply.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You can buy with an account or as a guest, confirming your email or phone with a one-time code. The details you give us must be true and kept up to date.',
          'You are responsible for keeping your password secret and for what is done with your account. If you think someone else is using it, change your password and let us know.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          'Prices are in the currency shown and include the applicable taxes unless the item says otherwise. Shipping costs are shown before you confirm your purchase.',
          'The total is calculated when you confirm the order. Your order is accepted when you receive the confirmation email; if an item has run out or its price was obviously wrong, we will tell you and refund what you paid.',
        ],
      },
      {
        heading: 'Shipping and delivery',
        paragraphs: [
          'Delivery times are estimates and depend on the destination and the carrier. We email you every time your order changes state and, where there is one, give you the tracking number.',
        ],
      },
      {
        heading: 'Returns, exchanges and cancellations',
        paragraphs: [
          'Each item states its return policy. On top of it you keep every right the consumer protection law of your country gives you, including the right to cancel a distance purchase within the period that law sets, without giving a reason.',
          'If you receive a damaged item or a different one from what you ordered, tell us and we will replace it or refund your money.',
        ],
      },
      {
        heading: 'Experiences and tickets',
        paragraphs: [
          'Tickets for an experience are valid for the date, time and place stated. If the experience is cancelled or moved to another date, you can ask for a refund of what you paid.',
        ],
      },
      {
        heading: 'Use of the site',
        paragraphs: [
          'Do not use the site for unlawful purposes, to collect other people’s data or to disrupt it. The texts, images and trademarks you see here belong to {shop}, its suppliers or {platform}, and may not be copied without their permission.',
        ],
      },
      {
        heading: 'Questions and complaints',
        paragraphs: [
          'For any question or complaint about a purchase, contact us {contact}. You may also turn to the consumer protection authority where you live.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms; the version in force is the one published on this page. Each purchase is governed by the terms in force on the day you made it.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy notice',
    intro: [
      '{shop} is responsible for the personal data you give us on this site and protects it under the data protection law that applies. This notice explains which data we use, what for, and how to exercise your rights.',
    ],
    sections: [
      {
        heading: 'Data we collect',
        paragraphs: [
          'Your name, email address and phone number; your delivery address and billing details when you buy; your order history; and technical data about your visit such as your IP address, browser and the pages you view.',
          'Your card details go straight to the payment processor; we do not store them. We do not ask for sensitive personal data.',
        ],
      },
      {
        heading: 'What we use it for',
        paragraphs: [
          'To provide the service: creating and running your account; processing, charging, invoicing and delivering your orders; handling returns, questions and complaints; and meeting our legal obligations.',
          'With your consent, also to send you news and offers and to learn which link or campaign brought you to the site. You can opt out at any time without it affecting your purchases.',
        ],
      },
      {
        only: 'shop',
        heading: 'Who we share it with',
        paragraphs: [
          'With {platform}, which runs this site’s technology on behalf of {shop} and uses your data only to provide that service; with delivery and payment companies, only to deliver and charge your orders; and with authorities that request it as the law provides. We do not sell your data.',
        ],
      },
      {
        only: 'platform',
        heading: 'Who we share it with',
        paragraphs: [
          'With the shop you buy from, which needs your data to handle your order; with delivery and payment companies, only to deliver and charge; and with authorities that request it as the law provides. We do not sell your data.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use cookies to keep you signed in, to remember your language and your light or dark theme and, only when you arrived through a campaign link, to remember for one day where you came from. You can delete them in your browser; without the session cookie you cannot sign in.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may access, correct or delete your data, object to its use and withdraw the consent you gave us. You can correct your name on your profile; for anything else, send your request {contact} with your name, your account’s email and what you ask for. We answer within 20 business days at the latest.',
        ],
      },
      {
        heading: 'Retention and security',
        paragraphs: [
          'We keep your data while you have an account or while the law requires it, for example for tax purposes. We protect it with technical and organisational measures: encrypted connections, passwords stored irreversibly and access limited to the people who need it.',
        ],
      },
      {
        heading: 'Changes to this notice',
        paragraphs: ['We will publish any change to this privacy notice on this page.'],
      },
    ],
  },
  contact: {
    emailAndPhone: 'at {email} or on {phone}',
    email: 'at {email}',
    phone: 'on {phone}',
    contactPage: 'through the details on the contact page of {shop}',
    platform: 'by replying to any of the emails we sent you',
  },
}
