// The demo content an empty site starts with (data only; app/models/demo-content.server.ts
// writes it).
// Written as the society would write for its visitors: plain, warm Canadian English. People
// are fictional, e-mail addresses use example.org and phone numbers the fictional 555-01xx
// range; the helplines and links to outside organizations are real and current.
// Long texts are paragraphs separated by a blank line.
import type { DemoImageSpec } from './images.server'

export type DemoBlog = {
  name: string
  title: string
  description: string
  section2Title: string
  section2Body: string
  section3Title: string
  section3Body: string
  writerName: string
  writerDescription: string
  writerPicture: DemoImageSpec
  sideTitle: string
  sideDescription: string
  linkUrl: string
  priority: number
  /** Published this many days before the seed runs. */
  daysAgo: number
  image: DemoImageSpec
}

export type DemoEvent = {
  title: string
  description: string
  /** Days from the seed's day: negative for events that have already happened. */
  inDays: number
  /** Local time in Edmonton, 24-hour 'HH:MM'. */
  startsAt: string
  durationMinutes?: number
  location?: string
  image: DemoImageSpec
  /** Registration on (issue 38): places, and an online event's private link (sent only to the people registered). */
  registration?: { capacity: number; maxPartySize?: number; onlineLink?: string }
}

export type DemoTeamMember = {
  name: string
  email: string
  profession: string
  bio: string
  priority: number
  portrait?: DemoImageSpec
}

export type DemoTestimonial = {
  name: string
  email: string
  profession: string
  message: string
  rating: number
  priority: number
  portrait?: DemoImageSpec
}

export type DemoGalleryCategory = {
  name: string
  description: string
  priority: number
  cover: DemoImageSpec
  images: { title: string; image: DemoImageSpec }[]
}

const paragraphs = (...parts: string[]) => parts.join('\n\n')

const portrait = (slug: string, name: string, style: DemoImageSpec['style']): DemoImageSpec => ({
  key: `portrait/${slug}`,
  scene: 'portrait',
  alt: `Illustrated portrait of ${name}`,
  style,
})

// Staff pictures are shared by the team page and the blog posts they wrote.
const portraits = {
  harpreet: portrait('harpreet-kaur-sandhu', 'Harpreet Kaur Sandhu', 'long'),
  anjali: portrait('anjali-mehta', 'Anjali Mehta', 'bun'),
  imran: portrait('imran-qureshi', 'Imran Qureshi', 'short'),
  nirmala: portrait('nirmala-fernando', 'Nirmala Fernando', 'bun'),
  kavita: portrait('kavita-joshi', 'Kavita Joshi', 'long'),
  sunita: portrait('sunita-bhatia', 'Sunita Bhatia', 'scarf'),
}

// ---------------------------------------------------------------- blog posts

export const DEMO_BLOGS: DemoBlog[] = [
  {
    name: 'Grief and loss',
    title: 'Grieving a parent who lived far away',
    description: paragraphs(
      'When a mother or father dies in another country, the news often comes through a phone call in the middle of the night. There may be no time to travel, no chance to sit beside them, and no funeral you can attend in person. Many people in our community carry this kind of grief quietly, while still going to work and looking after children here in Edmonton.',
      'This grief is real, even when the people around you never met your parent. In this post we share what families have told us helps, and where to find support when distance makes mourning feel lonely.',
    ),
    section2Title: 'Why grief from a distance can feel so heavy',
    section2Body: paragraphs(
      'Back home, grief is rarely carried alone. Relatives fill the house, neighbours bring food, and the rituals of the first days and weeks give shape to sorrow. Here, you may be back at work the next morning because no one there knows what has happened.',
      'Many people also feel guilt: for having moved away, for missing the last months, or for not being able to help with the arrangements. Guilt is a common part of grief. It does not mean you failed your parent. Usually it means you loved them and wish you could have done more.',
      'Some people feel numb at first and only begin to grieve months later, when something small (a recipe, a song, a phone that no longer rings on Sunday morning) brings the loss home.',
    ),
    section3Title: 'Small ways to mourn from here',
    section3Body: paragraphs(
      'Make a moment of remembrance where you are. Light a diya, say prayers with family over a video call, or invite a few friends to share a meal your parent loved. A ritual does not have to be large to be meaningful.',
      'Talk about your parent. Tell your children stories about their grandparent, and write down what you remember in whichever language feels right.',
      'Be gentle with your body. Grief affects sleep, appetite and concentration. Short walks, regular meals and rest are not a luxury at this time.',
      'Reach out. Our bereavement support circle meets twice a month, and you are welcome whether your loss was last week or many years ago. If you would rather talk one to one, call us and we will find a time.',
    ),
    writerName: 'Imran Qureshi',
    writerDescription:
      'Imran coordinates our bereavement support program. He came to Edmonton from Lahore in 2009 and has led grief circles in Urdu, Punjabi and English for more than five years.',
    writerPicture: portraits.imran,
    sideTitle: 'If grief feels too heavy',
    sideDescription:
      'If you are thinking about ending your life, or are worried about someone who might be, call or text 988 at any time of the day or night. In an emergency, call 911. For grief support with our society, call 780-555-0142 during office hours.',
    linkUrl: 'https://www.mygrief.ca',
    priority: 10,
    daysAgo: 12,
    image: {
      key: 'blog/grieving-a-parent-far-away',
      scene: 'lanterns',
      alt: 'Illustration of small lanterns and oil lamps glowing against an evening sky',
    },
  },
  {
    name: "Seniors' wellbeing",
    title: 'Loneliness in later life: noticing it and easing it',
    description: paragraphs(
      'Many of our elders came to Canada later in life to be near their children and grandchildren. They gave up friends, neighbours and a language they could use everywhere. In a new city, with long winters and no car, the days can become very quiet.',
      'Loneliness is not a weakness and it is not simply part of growing old. It affects sleep, appetite and mood, and over time it can lead to depression. The good news is that small, regular contact makes a real difference.',
    ),
    section2Title: 'Signs that someone may be lonely',
    section2Body: paragraphs(
      'Your parent or grandparent may not say that they feel lonely. They may not want to worry you, or feel that they should be grateful. Instead, you might notice that they spend most of the day in their room, sleep more or less than before, lose interest in food or prayer, or stop calling relatives back home.',
      'Some elders say things like "I am only a burden now." Take these words seriously and gently ask what they mean. If you are worried that they are thinking of ending their life, call or text 988 together.',
    ),
    section3Title: 'What families and friends can do',
    section3Body: paragraphs(
      'Make time that is only for them: a weekly walk, a cup of chai after dinner, or asking them to teach a family recipe. Being useful and being listened to matter a great deal.',
      'Help them find company in their own language. Places of worship, seniors\u2019 centres and our Chai and Chat mornings are good starting points, and we can help with the first visit.',
      'Make getting around easier. Show them how to use the bus with a seniors\u2019 transit pass, or ask whether a volunteer driver could help.',
      'Keep in touch when you are busy. A short phone or video call every day can be the moment someone looks forward to.',
    ),
    writerName: 'Nirmala Fernando',
    writerDescription:
      'Nirmala is our seniors\u2019 outreach worker. She speaks Tamil, Sinhala and English and visits elders at home across north and south Edmonton.',
    writerPicture: portraits.nirmala,
    sideTitle: 'Our seniors\u2019 phone circle',
    sideDescription:
      'Volunteers call elders who would like a friendly weekly chat in Punjabi, Hindi, Urdu, Tamil, Gujarati or English. To join, or to suggest someone, call us at 780-555-0142.',
    linkUrl: 'https://www.albertahealthservices.ca',
    priority: 9,
    daysAgo: 75,
    image: {
      key: 'blog/loneliness-in-later-life',
      scene: 'tea',
      alt: 'Illustration of cups of tea with rising steam on a warm table',
    },
  },
  {
    name: 'Family conversations',
    title: 'Talking to your family about mental health',
    description: paragraphs(
      'In many South Asian families, mental health is hard to talk about. We worry about what relatives will say, about marriage prospects, or about bringing shame to the family. So we say we are "just tired" and carry on.',
      'Opening up to family can feel risky, but it is often the first step toward feeling better. Here are some ideas that have helped people in our community start the conversation.',
    ),
    section2Title: 'Before you talk',
    section2Body: paragraphs(
      'Choose a calm moment, not in the middle of an argument or a busy family gathering. A walk or a drive can be easier than sitting face to face.',
      'Think about which family member is most likely to listen: a sibling, a cousin or an aunt may be a better first step than a parent.',
      'It can help to start with what your body is telling you. Many parents understand "I cannot sleep, I have no energy, and I feel heavy every day" more easily than words like depression or anxiety.',
    ),
    section3Title: 'If the first talk does not go well',
    section3Body: paragraphs(
      'Families often need time. A parent who says "this is all in your head" may be speaking from fear, not from a lack of love. It may take several conversations before they are ready to listen.',
      'You can bring a trusted person with you, such as a family doctor, a faith leader or one of our counsellors. Hearing that these feelings are common, and treatable, from someone outside the family can help.',
      'Your wellbeing matters even while your family is still coming around. You can get support for yourself now, and you do not need anyone\u2019s permission to do so.',
    ),
    writerName: 'Anjali Mehta',
    writerDescription:
      'Anjali is a registered psychologist and our clinical lead. She works with individuals and families in Hindi, Gujarati and English.',
    writerPicture: portraits.anjali,
    sideTitle: 'Words that can help you begin',
    sideDescription:
      '"I have not been feeling like myself for a while, and I would like to talk to you about it." "I am not asking you to fix anything. I just need you to listen." "I have found someone I can talk to, and I would like your support."',
    linkUrl: 'https://cmha.ca',
    priority: 8,
    daysAgo: 150,
    image: {
      key: 'blog/talking-to-your-family',
      scene: 'circles',
      alt: 'Illustration of soft overlapping circles in teal and gold',
    },
  },
  {
    name: 'Caregivers',
    title: 'Caring for someone you love without losing yourself',
    description: paragraphs(
      'Looking after a parent with dementia, a spouse after a stroke, or a child with special needs is an act of love. In our culture it is also an expectation, and many caregivers feel they should manage it all without help.',
      'But caring for someone day after day, often while working and raising a family, takes a toll. When caregivers are exhausted, everyone in the home feels it. Looking after yourself is part of looking after them.',
    ),
    section2Title: 'Signs of caregiver burnout',
    section2Body: paragraphs(
      'Burnout creeps up slowly. You might feel tired even after sleeping, snap at people you love, stop seeing friends, or feel that no one understands. Some caregivers get headaches or stomach problems, or catch every cold that goes around.',
      'Guilt is common too: guilt for feeling angry, for wanting a break, or for thinking about a care home. These feelings do not make you a bad son, daughter or spouse. They are signs that you need support.',
    ),
    section3Title: 'Sharing the load',
    section3Body: paragraphs(
      'Make a list of the tasks involved in caring and ask relatives which ones they can take on, even small ones like picking up prescriptions or sitting with your loved one for an afternoon.',
      'Ask your family doctor about home care and respite services. Many families do not know that short breaks are available until someone tells them.',
      'Keep one thing that is yours: a class, a walk with a friend, or twenty minutes of quiet every morning.',
      'Join other caregivers. Our caregivers\u2019 evenings are a place to talk openly with people who understand, without having to explain.',
    ),
    writerName: 'Sunita Bhatia',
    writerDescription:
      'Sunita cared for her mother-in-law through eight years of dementia. She now volunteers with our caregivers\u2019 group and helps new members find their feet.',
    writerPicture: portraits.sunita,
    sideTitle: 'Support for Alberta caregivers',
    sideDescription:
      'Caregivers Alberta offers a caregiver support line, coaching and peer groups. Our own caregivers\u2019 evening meets on the second Thursday of every month, and you can bring the person you care for if you need to.',
    linkUrl: 'https://www.caregiversalberta.ca',
    priority: 7,
    daysAgo: 210,
    image: {
      key: 'blog/caring-without-losing-yourself',
      scene: 'leaves',
      alt: 'Illustration of scattered leaves in teal and amber on a sand-coloured background',
    },
  },
  {
    name: 'Seasons and mood',
    title: 'When winter weighs on your mood',
    description: paragraphs(
      'In December, Edmonton gets fewer than eight hours of daylight. Many of us leave for work in the dark and come home in the dark. For people who grew up with warm winters and bright mornings, the first few Canadian winters can come as a shock.',
      'It is common to feel slower and lower in winter. For some people, though, the change is strong enough to affect work, sleep and relationships. This is sometimes called seasonal depression, and it can be helped.',
    ),
    section2Title: 'Is it the winter blues, or something more?',
    section2Body: paragraphs(
      'Winter blues usually mean feeling a bit flat and wanting to stay in. Seasonal depression is more: low mood most days, sleeping much more than usual, craving heavy food, losing interest in things you normally enjoy, and finding it hard to get through the day. It usually starts in the fall and lifts in spring.',
      'If this sounds familiar, talk to your family doctor. Treatments such as light therapy, counselling and sometimes medication work well, and your doctor or pharmacist can tell you whether vitamin D is right for you.',
    ),
    section3Title: 'Everyday habits that help',
    section3Body: paragraphs(
      'Get outside in daylight, even for fifteen minutes around noon. A walk in the river valley on a bright, cold day can lift the whole afternoon.',
      'Keep a regular routine for sleeping and waking, even on weekends.',
      'Stay connected. Winter makes it easy to cancel plans. Invite someone over for tea, call a friend back home, or come to one of our events.',
      'Move your body in whatever way suits you: yoga at home, a mall walk, or dancing in the kitchen with the grandchildren.',
    ),
    writerName: 'Anjali Mehta',
    writerDescription:
      'Anjali is a registered psychologist and our clinical lead. She works with individuals and families in Hindi, Gujarati and English.',
    writerPicture: portraits.anjali,
    sideTitle: 'Help at any hour',
    sideDescription:
      'Alberta\u2019s Mental Health Helpline is free, confidential and open 24 hours a day at 1-877-303-2642. For health advice from a nurse, call Health Link at 811.',
    linkUrl: 'https://988.ca',
    priority: 6,
    daysAgo: 300,
    image: {
      key: 'blog/when-winter-weighs-on-your-mood',
      scene: 'winter',
      alt: 'Illustration of snowy hills and evergreen trees under a pale winter sun',
    },
  },
  {
    name: 'Finding help',
    title: 'Finding mental health help in your own language',
    description: paragraphs(
      'It is hard enough to talk about feelings in the language you grew up with. Trying to explain them in a second or third language, to a stranger, can feel impossible. Many people in our community stay away from help for exactly this reason.',
      'You have more options than you may think. Here is how to find support in Punjabi, Hindi, Urdu, Gujarati, Tamil, Bengali and many other languages, here in Alberta.',
    ),
    section2Title: 'Services that offer interpretation',
    section2Body: paragraphs(
      'Call 211 at any time to be connected with community, health and social services near you. The service can arrange an interpreter in more than 170 languages.',
      'When you see a doctor or nurse through Alberta Health Services, you can ask for an interpreter. You do not need to bring a family member to translate, and it is often better not to, especially when the conversation is about your mental health.',
      'Health Link (811) can also arrange interpretation for health advice over the phone.',
    ),
    section3Title: 'Support from our society',
    section3Body: paragraphs(
      'Our counsellors and volunteers speak Punjabi, Hindi, Urdu, Gujarati, Tamil, Sinhala, Bengali and English. When you call, tell us which language you prefer and we will do our best to match you.',
      'Everything you tell us is kept confidential. We will not share it with your family, your employer or anyone in the community without your permission, unless someone\u2019s life is in danger.',
      'If you are not sure what kind of help you need, that is fine. A first conversation is simply a chance to talk, and there is no charge for it.',
    ),
    writerName: 'Harpreet Kaur Sandhu',
    writerDescription:
      'Harpreet is our executive director. Before joining the society she spent fifteen years as a settlement worker helping newcomer families in Edmonton.',
    writerPicture: portraits.harpreet,
    sideTitle: 'Call us in your language',
    sideDescription:
      'Our office answers at 780-555-0142, Monday to Friday, 9 a.m. to 5 p.m. Leave a message in any language with a number we can call back safely, and we will return your call within one business day.',
    linkUrl: 'https://ab.211.ca',
    priority: 5,
    daysAgo: 40,
    image: {
      key: 'blog/help-in-your-own-language',
      scene: 'gathering',
      alt: 'Illustration of a small group of people standing together on a green hillside',
    },
  },
  {
    name: 'Safety at home',
    title: 'When home does not feel safe',
    description: paragraphs(
      'Abuse does not always leave bruises. It can be a partner who controls every dollar, an adult child who takes a parent\u2019s pension, or in-laws who decide who you may see and when you may leave the house. It happens in every community, including ours.',
      'If any of this sounds familiar, we want you to know two things: it is not your fault, and you do not have to face it alone.',
    ),
    section2Title: 'Recognizing abuse',
    section2Body: paragraphs(
      'Family violence includes physical harm, but also threats, insults, isolation from friends and family, controlling money or documents, and pressure around immigration status. Elder abuse includes neglect, and taking money or property without consent.',
      'Many people stay silent to protect the family\u2019s name, or because they depend on the person hurting them for a home or for their status in Canada. These fears are real, and there are people who can help you think through your options safely.',
    ),
    section3Title: 'If someone you know is being hurt',
    section3Body: paragraphs(
      'Listen without judging, and believe them. Tell them it is not their fault.',
      'Do not confront the person who is hurting them; this can make things more dangerous. Instead, help them find information and support when they are ready.',
      'Offer practical help: a safe place to keep a copy of important documents, a phone they can use, or a ride to an appointment.',
      'If someone is in immediate danger, call 911.',
    ),
    writerName: 'Kavita Joshi',
    writerDescription:
      'Kavita is a family support counsellor with a background in social work. She supports women and elders facing abuse, in Hindi, Marathi and English.',
    writerPicture: portraits.kavita,
    sideTitle: 'Help is available in your language',
    sideDescription:
      'Alberta\u2019s Family Violence Info Line answers calls and texts at 310-1818, 24 hours a day, in more than 170 languages. In danger right now? Call 911.',
    linkUrl: 'https://www.alberta.ca/family-violence-how-help',
    priority: 4,
    daysAgo: 250,
    image: {
      key: 'blog/when-home-does-not-feel-safe',
      scene: 'hills',
      alt: 'Illustration of layered teal hills under a warm rising sun',
    },
  },
]

// ---------------------------------------------------------------- events

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Grief Support Circle: Remembering Loved Ones Far From Home',
    description:
      'An evening for anyone who has lost a parent, spouse or relative overseas and could not be there. We will share memories, light a lamp together and talk about what has helped. Tea and light vegetarian snacks will be served. Conversation in Punjabi, Urdu, Hindi and English.',
    inDays: -80,
    startsAt: '18:30',
    durationMinutes: 120,
    location: 'Sahara Mental Health Society, 10010 106 Street NW, Suite 204, Edmonton',
    image: {
      key: 'event/grief-support-circle',
      scene: 'lanterns',
      alt: 'Illustration of lanterns and oil lamps glowing at dusk',
    },
  },
  {
    title: 'Mental Health First Conversations: A Workshop in Punjabi and Hindi',
    description:
      'A relaxed two-hour workshop on recognizing stress, anxiety and depression in ourselves and in the people we love, and on where to turn for help in Edmonton. No experience needed. Free of charge; childminding available if you let us know in advance.',
    inDays: -45,
    startsAt: '10:00',
    durationMinutes: 120,
    location: 'Mill Woods community hall, Edmonton',
    image: {
      key: 'event/mental-health-first-conversations',
      scene: 'circles',
      alt: 'Illustration of overlapping circles in teal, gold and sand',
    },
  },
  {
    title: 'Seniors\u2019 Chai and Chat Morning',
    description:
      'Come for a cup of chai, good company and a little gentle chair exercise. Volunteers can help with rides; call us by the Tuesday before.',
    inDays: -20,
    startsAt: '10:30',
    durationMinutes: 90,
    location: 'Sahara Mental Health Society, 10010 106 Street NW, Suite 204, Edmonton',
    image: {
      key: 'event/seniors-chai-and-chat',
      scene: 'tea',
      alt: 'Illustration of teacups with rising steam on a table',
    },
  },
  {
    title: 'Caregivers\u2019 Evening: Looking After Yourself Too',
    description:
      'For anyone caring for a parent, partner or child at home. Our counsellor Anjali Mehta will talk about recognizing burnout and asking for help, followed by time to share and a hot meal. You are welcome to bring the person you care for; volunteers will keep them company in the next room.',
    inDays: 6,
    startsAt: '18:00',
    durationMinutes: 150,
    location: 'Sahara Mental Health Society, 10010 106 Street NW, Suite 204, Edmonton',
    registration: { capacity: 20, maxPartySize: 3 },
    image: {
      key: 'event/caregivers-evening',
      scene: 'leaves',
      alt: 'Illustration of leaves in teal and amber tones',
    },
  },
  {
    title: 'Walk and Talk in the River Valley',
    description:
      'An easy-paced one-hour walk on flat trails, with a chance to chat along the way and warm drinks at the end. Dress for the weather and wear good shoes. If it is colder than minus 20, we will meet indoors instead and let everyone who registered know by phone.',
    inDays: 18,
    startsAt: '10:00',
    durationMinutes: 90,
    location: 'Gold Bar Park, Edmonton (meet at the main parking lot)',
    image: {
      key: 'event/walk-and-talk',
      scene: 'river',
      alt: 'Illustration of a river winding through green hills under a low sun',
    },
  },
  {
    title: 'Understanding Depression in Older Adults',
    description:
      'An information session for families. Learn how depression can look different in older adults, how it differs from normal ageing and from dementia, and how to support a parent or grandparent in getting help. Questions welcome, in Hindi, Urdu, Tamil and English.',
    inDays: 33,
    startsAt: '19:00',
    location: 'Online (the link is sent after you register)',
    // true since issue 38: the link is private, e-mailed to the people registered only
    registration: { capacity: 100, maxPartySize: 2, onlineLink: 'https://meet.example.org/sahara-depression-in-older-adults' },
    image: {
      key: 'event/depression-in-older-adults',
      scene: 'hills',
      alt: 'Illustration of soft teal hills under a warm sun',
    },
  },
  {
    title: 'Community Potluck and Music Evening',
    description:
      'Our yearly get-together for members, volunteers, families and friends. Bring a dish to share if you can (vegetarian, please), or just bring yourself. Live music, children\u2019s crafts and a chance to meet the people behind our programs.',
    inDays: 55,
    startsAt: '17:00',
    durationMinutes: 240,
    location: 'Mill Woods community hall, Edmonton',
    image: {
      key: 'event/community-potluck',
      scene: 'gathering',
      alt: 'Illustration of a group of people standing together under a bright sun',
    },
  },
]

// ---------------------------------------------------------------- team

export const DEMO_TEAM: DemoTeamMember[] = [
  {
    name: 'Harpreet Kaur Sandhu',
    email: 'harpreet.sandhu@example.org',
    profession: 'Executive Director',
    bio: 'Harpreet has led the society since it was founded in 2019. Before that she spent fifteen years as a settlement worker with newcomer families in Edmonton. She believes no one should have to wait until they are in crisis to be heard.',
    priority: 1,
    portrait: portraits.harpreet,
  },
  {
    name: 'Anjali Mehta',
    email: 'anjali.mehta@example.org',
    profession: 'Registered Psychologist, Clinical Lead',
    bio: 'Anjali supports individuals, couples and families facing depression, anxiety and life changes. She supervises our counselling volunteers and speaks Hindi, Gujarati and English.',
    priority: 2,
    portrait: portraits.anjali,
  },
  {
    name: 'Imran Qureshi',
    email: 'imran.qureshi@example.org',
    profession: 'Bereavement Support Coordinator',
    bio: 'Imran runs our grief circles and one-to-one bereavement support. He knows from his own life how hard it is to lose family far away, and he offers support in Urdu, Punjabi and English.',
    priority: 3,
    portrait: portraits.imran,
  },
  {
    name: 'Nirmala Fernando',
    email: 'nirmala.fernando@example.org',
    profession: 'Seniors\u2019 Outreach Worker',
    bio: 'Nirmala visits elders at home, runs our Chai and Chat mornings and matches seniors with phone-circle volunteers. She speaks Tamil, Sinhala and English.',
    priority: 4,
    portrait: portraits.nirmala,
  },
  {
    name: 'Kavita Joshi',
    email: 'kavita.joshi@example.org',
    profession: 'Family Support Counsellor',
    bio: 'Kavita supports women and elders dealing with conflict or abuse at home, helping them understand their options and connect with safe services. She speaks Hindi, Marathi and English.',
    priority: 5,
    portrait: portraits.kavita,
  },
  {
    name: 'Farzana Rahman',
    email: 'farzana.rahman@example.org',
    profession: 'Community Mental Health Educator',
    bio: 'Farzana leads our workshops in schools, places of worship and community halls, helping families talk about mental health without shame. She speaks Bengali, Hindi and English.',
    priority: 6,
  },
  {
    name: 'Rakesh Patel',
    email: 'rakesh.patel@example.org',
    profession: 'Volunteer Coordinator',
    bio: 'Rakesh recruits, trains and looks after our more than forty volunteers, from drivers to phone-circle callers. If you would like to give a few hours a month, he would love to hear from you.',
    priority: 7,
  },
  {
    name: 'Emily Larochelle',
    email: 'emily.larochelle@example.org',
    profession: 'Board Chair (volunteer)',
    bio: 'Emily is a retired public health nurse who has lived in Edmonton all her life. She joined the board in 2021 and helps the society with governance, partnerships and fundraising.',
    priority: 8,
  },
]

// ---------------------------------------------------------------- testimonials

export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    name: 'Gurdev Singh Gill',
    email: 'gurdev.gill@example.org',
    profession: 'Retired machinist',
    message:
      'After my wife passed, I stopped going out. My son brought me to the grief circle and I only listened the first time. Now I go every month. Speaking Punjabi with people who understand has given me some peace.',
    rating: 5,
    priority: 1,
    portrait: portrait('gurdev-singh-gill', 'Gurdev Singh Gill', 'turban'),
  },
  {
    name: 'Shabnam Akhtar',
    email: 'shabnam.akhtar@example.org',
    profession: 'Family caregiver',
    message:
      'I have cared for my father for six years and thought I had to do it alone. The caregivers\u2019 evenings showed me I am not the only one, and I finally asked my brothers to share the work.',
    rating: 5,
    priority: 2,
  },
  {
    name: 'Kamala Sivakumar',
    email: 'kamala.sivakumar@example.org',
    profession: 'Grandmother of four',
    message:
      'My first winter here I did not leave the apartment for weeks. Nirmala visited me and brought me to the chai mornings. Now I have friends to call, and I look forward to Thursdays.',
    rating: 5,
    priority: 3,
    portrait: portrait('kamala-sivakumar', 'Kamala Sivakumar', 'scarf'),
  },
  {
    name: 'Deepa Nair',
    email: 'deepa.nair@example.org',
    profession: 'Nursing student and volunteer',
    message:
      'Volunteering on the phone circle has taught me more about listening than any class. The training was practical and the staff are always there if a call is difficult.',
    rating: 5,
    priority: 4,
  },
  {
    name: 'Tariq Hussain',
    email: 'tariq.hussain@example.org',
    profession: 'Small business owner',
    message:
      'I was not sleeping and could not focus on my work. Talking to a counsellor in Urdu made it easier to explain what was going on. Getting an appointment took a couple of weeks, but it was worth the wait.',
    rating: 4,
    priority: 5,
  },
  {
    name: 'Jennifer MacLeod',
    email: 'jennifer.macleod@example.org',
    profession: 'Social worker, Edmonton',
    message:
      'When a client needs support in their own language, this is one of the first places I call. The team is responsive and respectful, and families tell me they feel understood.',
    rating: 5,
    priority: 6,
  },
]

// ---------------------------------------------------------------- gallery

export const DEMO_GALLERY: DemoGalleryCategory[] = [
  {
    name: 'Seniors\u2019 Chai and Chat Mornings',
    description:
      'Every Thursday morning, elders from across Edmonton gather for tea, conversation and gentle exercise. For many, it is the highlight of the week.',
    priority: 1,
    cover: { key: 'gallery/chai-mornings/cover', scene: 'tea', alt: 'Illustration of steaming cups of tea on a table' },
    images: [
      { title: 'The first pot of chai of the morning', image: { key: 'gallery/chai-mornings/1', scene: 'tea', alt: 'Illustration of teacups with curls of steam' } },
      { title: 'Friends catching up at the long table', image: { key: 'gallery/chai-mornings/2', scene: 'gathering', alt: 'Illustration of a small group of people standing close together' } },
      { title: 'Sharing recipes from home', image: { key: 'gallery/chai-mornings/3', scene: 'circles', alt: 'Illustration of warm overlapping circles in gold and teal' } },
      { title: 'Chair yoga with our volunteer instructor', image: { key: 'gallery/chai-mornings/4', scene: 'leaves', alt: 'Illustration of leaves drifting across a sand-coloured background' } },
      { title: 'A birthday celebration for our oldest member', image: { key: 'gallery/chai-mornings/5', scene: 'lanterns', alt: 'Illustration of glowing lanterns hanging on a string' } },
      { title: 'Saying goodbye until next Thursday', image: { key: 'gallery/chai-mornings/6', scene: 'hills', alt: 'Illustration of rolling teal hills under a soft sun' } },
    ],
  },
  {
    name: 'Walk and Talk in the River Valley',
    description:
      'Our monthly walks follow the easy trails of Edmonton\u2019s river valley in every season. Fresh air, an easy pace and good conversation.',
    priority: 2,
    cover: { key: 'gallery/walk-and-talk/cover', scene: 'river', alt: 'Illustration of a river winding through a green valley' },
    images: [
      { title: 'Meeting at the trailhead', image: { key: 'gallery/walk-and-talk/1', scene: 'gathering', alt: 'Illustration of walkers standing together at the foot of a hill' } },
      { title: 'Along the river on a summer morning', image: { key: 'gallery/walk-and-talk/2', scene: 'river', alt: 'Illustration of a winding river under a morning sun' } },
      { title: 'Autumn colours on the trail', image: { key: 'gallery/walk-and-talk/3', scene: 'leaves', alt: 'Illustration of autumn leaves in amber and teal' } },
      { title: 'A crisp winter walk', image: { key: 'gallery/walk-and-talk/4', scene: 'winter', alt: 'Illustration of snowy hills with evergreen trees' } },
      { title: 'Resting at the lookout', image: { key: 'gallery/walk-and-talk/5', scene: 'hills', alt: 'Illustration of layered hills fading into the distance' } },
      { title: 'Warm drinks at the end of the walk', image: { key: 'gallery/walk-and-talk/6', scene: 'tea', alt: 'Illustration of warm drinks on a table' } },
    ],
  },
  {
    name: 'Festival of Lights Community Evening',
    description:
      'Each fall we celebrate the festival of lights with families, volunteers and neighbours of every background: lamps, music, food and a reminder that no one should spend the season alone.',
    priority: 3,
    cover: { key: 'gallery/festival-of-lights/cover', scene: 'lanterns', alt: 'Illustration of lanterns and oil lamps lit against a dusk sky' },
    images: [
      { title: 'Lighting the first diyas', image: { key: 'gallery/festival-of-lights/1', scene: 'lanterns', alt: 'Illustration of a row of small oil lamps glowing' } },
      { title: 'Lanterns made by the children', image: { key: 'gallery/festival-of-lights/2', scene: 'lanterns', alt: 'Illustration of colourful lanterns hanging from a string' } },
      { title: 'Families arriving for the evening', image: { key: 'gallery/festival-of-lights/3', scene: 'gathering', alt: 'Illustration of a group of people gathered together' } },
      { title: 'Sweets shared by our volunteers', image: { key: 'gallery/festival-of-lights/4', scene: 'circles', alt: 'Illustration of round shapes in gold and teal' } },
      { title: 'Music and dancing', image: { key: 'gallery/festival-of-lights/5', scene: 'circles', alt: 'Illustration of lively overlapping circles' } },
      { title: 'The hall lit up at the end of the night', image: { key: 'gallery/festival-of-lights/6', scene: 'lanterns', alt: 'Illustration of glowing lamps along the bottom of a dark teal sky' } },
    ],
  },
  {
    name: 'Caregivers\u2019 Retreat Day',
    description:
      'A day away for family caregivers: quiet time, a shared meal, a workshop on rest and boundaries, and space to talk with others who understand.',
    priority: 4,
    cover: { key: 'gallery/caregivers-retreat/cover', scene: 'hills', alt: 'Illustration of peaceful hills under a low sun' },
    images: [
      { title: 'Morning welcome and introductions', image: { key: 'gallery/caregivers-retreat/1', scene: 'gathering', alt: 'Illustration of people standing side by side on a hill' } },
      { title: 'A quiet moment in the garden', image: { key: 'gallery/caregivers-retreat/2', scene: 'leaves', alt: 'Illustration of green leaves on a pale background' } },
      { title: 'Workshop on rest and boundaries', image: { key: 'gallery/caregivers-retreat/3', scene: 'circles', alt: 'Illustration of calm overlapping circles in teal' } },
      { title: 'Lunch together', image: { key: 'gallery/caregivers-retreat/4', scene: 'tea', alt: 'Illustration of cups on a shared table' } },
      { title: 'An afternoon walk', image: { key: 'gallery/caregivers-retreat/5', scene: 'river', alt: 'Illustration of a path of water through green hills' } },
      { title: 'Heading home refreshed', image: { key: 'gallery/caregivers-retreat/6', scene: 'hills', alt: 'Illustration of the sun setting over teal hills' } },
    ],
  },
]
