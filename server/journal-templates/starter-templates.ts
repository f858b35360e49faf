// The templates every new account starts with (and the demo): a farrier's everyday visits, written as a Swedish
// hovslagare writes them, and the same in English. The account's language picks the set. Kept free of 'server-only'
// so the demo seed (scripts/seed, plain Node) can use it too.
import type { Locale } from '@/lib/i18n/locales';
import type { JournalTemplateFieldValues } from '@/lib/validation/journal-template';

export type StarterTemplate = { name: string; fields: JournalTemplateFieldValues };

const sv: StarterTemplate[] = [
  {
    name: 'Verkning',
    fields: {
      anamnesis: 'Rutinbesök enligt verkningsintervall. Inga kända hältor eller besvär sedan förra besöket.',
      findings:
        'Hovarna har vuxit ut jämnt. Ingen värme, ömhet eller lukt. Sula och stråle friska, vita linjen hel.',
      findingsMotion: 'Taktmässig och regelbunden i skritt och trav på rakt spår, hårt underlag.',
      diagnosis: 'Rutinmässig hovvård, utan anmärkning.',
      healthCondition: 'Gott allmäntillstånd.',
      treatments: [
        {
          treatment: 'Verkning av alla fyra hovar',
          materials: 'Hovkniv, hovtång, rasp',
          notes: 'Tån förkortad, trakterna balanserade och bärranden rundad.',
        },
      ],
      aftercare:
        'Rensa hovarna dagligen och håll dem rena och torra. Hör av dig vid hälta, värme i hoven eller sprickor.',
      followUpNotes: 'Nästa verkning om 6–8 veckor.',
    },
  },
  {
    name: 'Skoning runt om',
    fields: {
      anamnesis: 'Omskoning enligt intervall. Skorna har suttit bra, inga tappade skor sedan förra besöket.',
      findings:
        'Normal hovtillväxt, skorna slitna i tån. Inga sprickor eller lösa väggpartier. Vita linjen hel.',
      findingsMotion: 'Taktmässig i skritt och trav på hårt underlag.',
      findingsPalpation: 'Ingen värme eller ökad puls i hovarna. Ingen reaktion vid hovtångsprov.',
      diagnosis: 'Rutinmässig skoning, utan anmärkning.',
      healthCondition: 'Gott allmäntillstånd.',
      treatments: [
        {
          treatment: 'Avskoning och verkning',
          materials: 'Hovkniv, hovtång, rasp',
          notes: 'Gamla skor borttagna, hovarna verkade och balanserade.',
        },
        {
          treatment: 'Skoning runt om',
          materials: '4 stålskor, hovsöm',
          notes: 'Skorna varmpassade och fastsömmade, nitarna nedslagna och raspade.',
        },
      ],
      aftercare:
        'Kontrollera dagligen att skorna sitter fast och att inga söm sticker ut. Ring vid tappad sko och rid inte ' +
        'hästen med en barfota hov förrän den är skodd igen.',
      followUpNotes: 'Omskoning om 6–8 veckor.',
    },
  },
  {
    name: 'Specialskoning',
    fields: {
      anamnesis:
        'Specialskoning på veterinärens ordination. Hästen har gått kort fram; veterinärens bedömning finns.',
      findings: 'Lång tå och låga trakter, hovaxeln bruten bakåt. Ojämnt slitage i tån.',
      findingsMotion: 'Kort steg fram, något ojämn i trav på hårt underlag, tydligast på volt.',
      findingsPalpation: 'Ingen värme. Lätt ömhet vid hovtångsprov över trakterna.',
      diagnosis: 'Obalans i hoven med bruten hovaxel; specialskoning enligt veterinärens ordination.',
      treatments: [
        {
          treatment: 'Verkning med korrigering av hovaxeln',
          materials: 'Hovkniv, rasp',
          notes: 'Tån förkortad och trakterna sparade för att räta upp hovaxeln.',
        },
        {
          treatment: 'Specialskoning',
          materials: 'Ägglisko med rullad tå, kilsula, hovsöm, sulfyllning',
          notes: 'Rullad tå för lättare överrullning, stöd bakåt under trakterna.',
        },
      ],
      referral: 'I samråd med behandlande veterinär. Röntgen vid behov för att följa hovaxeln.',
      aftercare:
        'Jämnt och mjukt underlag den första veckan. Motion enligt veterinärens plan. Kontrollera skorna dagligen ' +
        'och hör av dig vid tappad sko eller ökad hälta.',
      followUpNotes: 'Ny bedömning om 4–5 veckor, gärna tillsammans med veterinären.',
    },
  },
  {
    name: 'Fång, uppföljning',
    fields: {
      anamnesis:
        'Uppföljning efter fång. Hästen behandlas av veterinär och står på boxvila med foder enligt ordination.',
      findings:
        'Värme och digitalpuls har minskat sedan förra besöket. Vita linjen något utvidgad i tån på framhovarna, ' +
        'ingen synlig sulgenomträngning.',
      findingsMotion:
        'Går försiktigt men villigare på mjukt underlag; fortfarande öm på hårt underlag och i vändningar.',
      findingsPalpation: 'Lätt ömhet vid hovtångsprov framför strålspetsen på båda framhovarna.',
      diagnosis: 'Fång (laminit), uppföljning enligt veterinärens behandlingsplan.',
      healthCondition: 'Stabil, under veterinärbehandling.',
      hoofFindings: [
        { hoof: 'LF', findings: 'Utvidgad vita linje i tån, ömhet vid hovtångsprov framför strålspetsen.' },
        { hoof: 'RF', findings: 'Utvidgad vita linje i tån, ömhet vid hovtångsprov framför strålspetsen.' },
      ],
      treatments: [
        {
          treatment: 'Avlastande verkning',
          materials: 'Hovkniv, rasp',
          notes: 'Tån bakåtställd för lättare överrullning, trakterna försiktigt sänkta enligt röntgen.',
        },
        {
          treatment: 'Sulstöd och hovbandage',
          materials: 'Sulstöd av silikon, hovbandage, tejp',
          notes: 'Stöd under strålen och sulans bakre del; tån lämnad fri.',
        },
      ],
      referral: 'Röntgen av framhovarna före nästa besök, i samråd med veterinären.',
      aftercare:
        'Fortsatt boxvila på tjock, mjuk bädd. Foder med låg socker- och stärkelsehalt enligt veterinären. Känn ' +
        'efter värme och puls i hovarna dagligen och ring veterinären vid försämring.',
      followUpNotes: 'Ny kontroll om 2–3 veckor.',
    },
  },
  {
    name: 'Hovböld',
    fields: {
      anamnesis: 'Plötslig hälta på ett ben sedan ett par dagar, hästen avlastar hoven. Ingen känd skada.',
      findings:
        'Värme och ökad digitalpuls i hoven. Svart gång i vita linjen som leder till ett avgränsat ömt område i sulan.',
      findingsMotion: 'Tydligt halt i skritt, ovillig att belasta benet.',
      findingsPalpation: 'Lokal ömhet vid hovtångsprov över bölden. Ingen svullnad i kotled eller senor.',
      diagnosis: 'Hovböld.',
      treatments: [
        {
          treatment: 'Öppning och dränering av hovböld',
          materials: 'Hovkniv, sökkniv',
          notes: 'Gången följd till bölden som öppnats och dränerats; hålet hållet så litet som möjligt.',
        },
        {
          treatment: 'Grötomslag och hovbandage',
          materials: 'Grötomslag, hovbandage, tejp',
          notes: 'Omslaget drar ut var ur hålet och byts dagligen.',
        },
      ],
      referral: 'Veterinär kontaktas om hältan inte släpper inom 2–3 dagar eller om hästen får feber.',
      aftercare:
        'Byt omslag dagligen i 2–3 dagar, därefter torrt skyddsförband tills hålet är torrt och hårt. Håll boxen ' +
        'ren och torr. Kontrollera att hästens stelkrampsvaccination är giltig.',
      followUpNotes: 'Kontroll om 3–5 dagar; skon läggs på igen när hoven har läkt.',
    },
  },
];

const en: StarterTemplate[] = [
  {
    name: 'Routine trim',
    fields: {
      anamnesis:
        'Routine visit on the trimming interval. No known lameness or problems since the last visit.',
      findings: 'Even hoof growth. No heat, pain or smell. Sole and frog healthy, white line intact.',
      findingsMotion: 'Sound and regular at walk and trot in a straight line on a hard surface.',
      diagnosis: 'Routine hoof care, nothing to note.',
      healthCondition: 'Good general condition.',
      treatments: [
        {
          treatment: 'Trim of all four hooves',
          materials: 'Hoof knife, nippers, rasp',
          notes: 'Toe shortened, heels balanced and the wall edge rounded.',
        },
      ],
      aftercare:
        'Pick out the hooves daily and keep them clean and dry. Call if the horse goes lame or a hoof is warm or cracked.',
      followUpNotes: 'Next trim in 6–8 weeks.',
    },
  },
  {
    name: 'Full shoeing',
    fields: {
      anamnesis: 'Reset on the shoeing interval. The shoes have stayed on; none lost since the last visit.',
      findings: 'Normal hoof growth, shoes worn at the toe. No cracks or loose wall. White line intact.',
      findingsMotion: 'Sound at walk and trot on a hard surface.',
      findingsPalpation: 'No heat or raised digital pulse. No response to hoof testers.',
      diagnosis: 'Routine shoeing, nothing to note.',
      healthCondition: 'Good general condition.',
      treatments: [
        {
          treatment: 'Shoes removed and trim',
          materials: 'Hoof knife, nippers, rasp',
          notes: 'Old shoes removed, hooves trimmed and balanced.',
        },
        {
          treatment: 'Full set of shoes',
          materials: '4 steel shoes, nails',
          notes: 'Shoes hot fitted and nailed on, clinches set and finished.',
        },
      ],
      aftercare:
        'Check daily that the shoes are tight and no nails stand out. Call about a lost shoe and do not ride on ' +
        'a bare hoof until it is shod again.',
      followUpNotes: 'Reset in 6–8 weeks.',
    },
  },
  {
    name: 'Remedial shoeing',
    fields: {
      anamnesis:
        'Remedial shoeing prescribed by the vet. The horse has been short in front; the vet’s findings are on file.',
      findings: 'Long toe and low heels, broken-back hoof–pastern axis. Uneven wear at the toe.',
      findingsMotion:
        'Short-strided in front, slightly uneven at trot on a hard surface, most on the circle.',
      findingsPalpation: 'No heat. Mild response to hoof testers over the heels.',
      diagnosis: 'Hoof imbalance with a broken-back axis; remedial shoeing as prescribed by the vet.',
      treatments: [
        {
          treatment: 'Trim correcting the hoof–pastern axis',
          materials: 'Hoof knife, rasp',
          notes: 'Toe shortened and heels spared to straighten the axis.',
        },
        {
          treatment: 'Remedial shoeing',
          materials: 'Egg bar shoes with rolled toe, wedge pads, nails, sole packing',
          notes: 'Rolled toe for an easier breakover, support under the heels.',
        },
      ],
      referral: 'Together with the treating vet. X-rays as needed to follow the axis.',
      aftercare:
        'Even, soft ground for the first week. Exercise as the vet’s plan says. Check the shoes daily and call ' +
        'about a lost shoe or more lameness.',
      followUpNotes: 'Reassess in 4–5 weeks, preferably with the vet.',
    },
  },
  {
    name: 'Laminitis follow-up',
    fields: {
      anamnesis:
        'Follow-up after laminitis. The horse is treated by the vet, on box rest and fed as prescribed.',
      findings:
        'Heat and digital pulse have decreased since the last visit. White line slightly stretched at the toe of ' +
        'both fronts; no visible sole penetration.',
      findingsMotion:
        'Moves carefully but more willingly on soft ground; still sore on hard ground and when turning.',
      findingsPalpation: 'Mild response to hoof testers in front of the point of frog on both fronts.',
      diagnosis: 'Laminitis, follow-up as in the vet’s treatment plan.',
      healthCondition: 'Stable, under veterinary treatment.',
      hoofFindings: [
        {
          hoof: 'LF',
          findings: 'Stretched white line at the toe, response to hoof testers in front of the frog.',
        },
        {
          hoof: 'RF',
          findings: 'Stretched white line at the toe, response to hoof testers in front of the frog.',
        },
      ],
      treatments: [
        {
          treatment: 'Relieving trim',
          materials: 'Hoof knife, rasp',
          notes: 'Toe backed up for an easier breakover, heels lowered carefully as the X-rays show.',
        },
        {
          treatment: 'Sole support and hoof boot bandage',
          materials: 'Silicone sole support, hoof bandage, tape',
          notes: 'Support under the frog and the back of the sole; toe left free.',
        },
      ],
      referral: 'X-rays of the front feet before the next visit, together with the vet.',
      aftercare:
        'Continued box rest on a deep, soft bed. Low-sugar, low-starch feed as the vet says. Feel for heat and ' +
        'pulse in the hooves daily and call the vet if it gets worse.',
      followUpNotes: 'Next check in 2–3 weeks.',
    },
  },
  {
    name: 'Hoof abscess',
    fields: {
      anamnesis:
        'Sudden lameness on one leg for a couple of days; the horse rests the hoof. No known injury.',
      findings:
        'Heat and raised digital pulse in the hoof. A black tract in the white line leading to a sore, defined area of the sole.',
      findingsMotion: 'Clearly lame at walk, reluctant to bear weight.',
      findingsPalpation:
        'Local response to hoof testers over the abscess. No swelling of the fetlock or tendons.',
      diagnosis: 'Hoof abscess.',
      treatments: [
        {
          treatment: 'Abscess opened and drained',
          materials: 'Hoof knife, loop knife',
          notes:
            'Tract followed to the abscess, which was opened and drained; the hole kept as small as possible.',
        },
        {
          treatment: 'Poultice and hoof bandage',
          materials: 'Poultice, hoof bandage, tape',
          notes: 'The poultice draws the pus out and is changed daily.',
        },
      ],
      referral: 'Call the vet if the lameness has not eased within 2–3 days or the horse has a fever.',
      aftercare:
        'Change the poultice daily for 2–3 days, then a dry protective dressing until the hole is dry and hard. ' +
        'Keep the stable clean and dry. Check that the tetanus vaccination is up to date.',
      followUpNotes: 'Check in 3–5 days; the shoe goes back on when the hoof has healed.',
    },
  },
];

export const STARTER_TEMPLATES: Readonly<Record<Locale, readonly StarterTemplate[]>> = { sv, en };
