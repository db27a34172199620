import type { InterestId } from "../../worker/domain/taxonomy";
import { mulberry32 } from "../../worker/simulator/prng";

/**
 * Hand-written posts, one per line, for every interest: the only labeled text for the six
 * interests TweetTopic lacks, and extra variety for the others (TweetTopic has 180 tweets).
 * Written for this project; no third-party text.
 */
export const SEED_TOPICS: Record<InterestId, string> = {
  "arts-culture": `Spent the whole afternoon at the modern art museum, the new sculpture wing is stunning
Finished my first oil painting of the harbor at dusk, still learning how to blend the sky
Opening night at the community theater went perfectly, so proud of our cast
This poetry reading downtown reminded me why words matter
The street murals in the old district tell the history of the neighborhood
Can't stop reading this novel, the author builds a whole world in two chapters
Our city's cultural festival had dancers, calligraphy and folk music from twelve countries
Sketching at the gallery every Sunday morning is my favorite ritual #art
The ballet company's winter production was breathtaking
Just donated my grandmother's ceramics to the heritage museum`,
  business: `Launched our small business online store today after a year of planning
Three lessons I learned from my first startup: talk to customers, watch cash, ship fast
We're hiring a marketing manager, send me a message if you know someone great
Closed our seed round this week, grateful to every investor who believed in us
Quarterly revenue is up 20 percent thanks to our amazing sales team
Entrepreneurs, your brand is what customers say when you're not in the room
Leadership is about listening more than talking #entrepreneur
Just got promoted to operations director, new chapter in my career
Pitching our product at the startup expo tomorrow, wish us luck
Consulting clients keep asking about supply chain costs this quarter`,
  celebrities: `Did you see what she wore to the Met Gala? Iconic
The Kardashians are trending again and honestly I'm here for the drama
Taylor Swift's surprise announcement broke the internet tonight
Rumor has it the two stars are dating after the award show
Fans waited outside the hotel for hours just to get an autograph
This influencer's apology video has ten million views already
The red carpet looks at the Oscars were unreal this year
K-pop idols just announced a world tour and the fandom is losing it
Paparazzi caught the actor grabbing coffee in Malibu
My favorite celebrity couple finally went public`,
  "daily-life": `Monday morning, cold coffee and a long to do list
Finally did all the laundry, small wins count
Rainy Sunday, staying in with a blanket and doing absolutely nothing
Woke up late, missed the bus, still made it to work somehow
Grocery run, cleaned the kitchen, took a nap. Perfect lazy day
Some days you just need a quiet walk and a warm cup of tea
Commute was brutal today, traffic everywhere
Just moved into my new apartment and there are boxes everywhere
Feeling tired but grateful for a calm day at home
Weekend plans: sleep in, errands, maybe a movie`,
  family: `Happy birthday to my amazing mom, everything I am is because of you
Our little one took her first steps today and we all cried
Sunday dinner at grandma's house with all the cousins
Proud dad moment: my son scored his first goal
Family road trip to visit my sister and her twins
Parenting is hard but those bedtime hugs make it all worth it
Celebrating my parents' 40th wedding anniversary tonight
My brother and I finally built the treehouse we promised the kids
Nothing beats a lazy morning with my husband and our three kids
Happy Father's Day to the best grandpa in the world`,
  fashion: `Today's outfit: vintage denim jacket, white sneakers and gold hoops #ootd
Fashion week street style is my favorite kind of inspiration
Found the perfect little black dress at a thrift store for ten dollars
These new boots are everything, fall wardrobe complete
Streetwear drop sold out in three minutes
Styling tip: one statement piece, keep the rest simple
Obsessed with this designer's spring collection on the runway
Cleaning out my closet and rebuilding a capsule wardrobe
New handbag and matching shoes for the wedding
Modeling for a local boutique's summer lookbook this weekend`,
  "film-tv": `Just finished binge watching the new season and I need to talk about that finale
That movie trailer gave me chills, opening night tickets booked
Netflix keeps cancelling the shows I love
The director's cut is twenty minutes longer and so much better
Documentary night: anyone seen the one about deep sea explorers?
Who else is watching the premiere tonight? 🍿
Rewatching my favorite sitcom for the fifth time
The lead actress deserves every award for that performance
New video on my channel: reviewing every superhero film of the year
The box office numbers for that sequel are wild`,
  "fitness-health": `New personal record on deadlift today 💪
Ran my first half marathon this morning, legs are done
Morning yoga and a green smoothie, feeling great
Leg day at the gym, can barely walk now
Down fifteen pounds since January thanks to cardio and meal prep
Mental health matters as much as physical health, take a rest day
Trying a new HIIT workout from my trainer, brutal but worth it
10k steps every day this month, consistency over intensity
Protein pancakes after a heavy lifting session
Signed up for a 5k charity run next month #fitness`,
  food: `Homemade lasagna tonight, recipe from my grandmother
This new ramen spot downtown is unreal 🍜
Brunch with the girls: avocado toast, pancakes and way too much coffee
Tried baking sourdough for the first time and it actually rose
Best tacos in the city, don't argue with me
Sunday meal prep: chicken, rice, roasted veggies
Chocolate lava cake might be the best dessert ever invented
Found a tiny bakery that makes croissants like in Paris
Grilling burgers in the backyard for the neighbors
Vegan chili recipe that even my meat loving friends devoured`,
  gaming: `Finally beat the final boss after thirty tries 🎮
Streaming ranked matches on Twitch tonight, come hang out
Who's grinding the new season pass this weekend?
Got the new console and my whole weekend is gone
Our esports team just qualified for the regional finals
Minecraft build with friends took four days but look at this castle
That patch completely broke my favorite character
Retro gaming night with the old Nintendo
Speedrunning this level is harder than it looks
Just hit diamond rank, clutch play in the last round`,
  education: `Today I learned how vaccines train the immune system, fascinating
Free online course on data analysis starts next week, who's joining?
Our library is hosting a workshop on personal writing
Teachers who make learning fun deserve the world
Five tips to study smarter, not harder
Finished my certification in project management
Watching a lecture on ancient history while I cook
Learning a new language at thirty: week twelve update
This tutorial finally explained calculus in a way that clicked
Knowledge is the one thing nobody can take from you`,
  music: `This album is on repeat all week 🎶
Concert tonight! Front row for my favorite band
Just dropped my first single, link in bio
Practicing guitar every day until my fingers hurt
The festival lineup this summer is insane
Made a new playlist for road trips, every track is a banger
Her voice live is even better than on the record
Learning piano at 35 is humbling but fun
Old vinyl records from my dad's collection sound amazing
The rapper's new mixtape has the best lyrics of the year`,
  "news-politics": `Breaking: the senate passed the infrastructure bill tonight
Everyone please register to vote before the deadline
The city council will debate the new housing policy on Thursday
Thousands marched downtown for climate action today
Inflation numbers came out and groceries keep getting pricier
Read the full report on healthcare reform before sharing hot takes
The election results in our district are too close to call
Our community is raising money for families affected by the flood
The supreme court decision will change labor law for years
Both parties need to work together on immigration reform`,
  hobbies: `Finished knitting my first sweater, only took three months
Spent the weekend woodworking, built a small bookshelf
Started a vegetable garden on the balcony
Chess club meets every Tuesday, beginners welcome
My stamp collection just got a rare addition
Board game night with friends, I lost every round
Crocheting tiny animals for the craft fair
Lego set finally complete after 2000 pieces
Birdwatching this morning spotted a red tailed hawk
Restoring an old bicycle piece by piece in the garage`,
  relationships: `Happy anniversary to my best friend and the love of my life ❤️
Date night at our favorite Italian place
Three years together and he still makes me laugh every day
Dating apps are exhausting, anyone else?
She said yes! We're engaged 💍
Long distance is hard but we make it work
Our wedding planning is officially underway
Getting over a breakup one day at a time
My girlfriend surprised me with concert tickets
Love is showing up for each other on the hard days`,
  "science-tech": `The new AI model can write code from a sketch, wild
NASA just shared the clearest images of Jupiter ever
Finally upgraded my laptop, the battery lasts all day
Learning machine learning with Python, week three
This startup is building robots that sort recycling
The rocket launch was flawless, booster landed perfectly 🚀
New phone review: great camera, average battery
Researchers found a way to store energy in sand
Software update broke my smart home, send help
Physics explains why your coffee cools faster in a wide mug`,
  sports: `What a game! Overtime winner in the final seconds 🏀
Our team clinched the playoffs tonight
Fantasy football draft is this weekend, I have the first pick
That goal in the 90th minute, unbelievable ⚽
Season tickets renewed, see you at the stadium
The coach's press conference after the loss was brutal
Watching the championship with the whole crew
Tennis final went five sets, incredible match
Shooting hoops at the park after work, my jumper is back
Boxing match tonight, who are you picking?`,
  travel: `Landed in Lisbon, already in love with this city ✈️
Road trip along the coast, stopping at every beach
Passport renewed, next stop Japan
Hotel balcony view of the mountains this morning
Backpacking through Southeast Asia for three months
Cruise day four: snorkeling with turtles
Airport delays again but the destination is worth it
Exploring tiny villages in Italy on a scooter
Vacation mode: sunscreen, books and a hammock 🌴
My top five tips for traveling on a budget`,
  "youth-student": `Finals week is destroying me, three exams in two days
First day of college, campus is huge
Pulled an all nighter for this essay and I regret everything
Prom was magical, best night of senior year
My roommate and I decorated our dorm with fairy lights
Graduation is next month, can't believe it 🎓
Studying in the library until they kick us out
Got my SAT scores back and I'm so relieved
Group project partners never reply
Spring break plans with the whole class`,
  pets: `Adopted this little rescue puppy today, meet Max 🐶
My cat knocked everything off the table again
Vet visit went great, she's a healthy old girl
Dog park with the pups every morning
Our new kitten sleeps on my keyboard
Volunteering at the animal shelter on weekends #adoptdontshop
Teaching my dog to roll over, almost there
The hamster escaped and we found him in the sock drawer
Horse riding lessons with my daughter
Fish tank upgrade: new plants and two shrimp`,
  beauty: `Trying a new skincare routine: cleanser, serum, moisturizer
Got my nails done for the wedding 💅
This lipstick shade is perfect for fall
Full glam makeup tutorial is up on my page
Haircut and color at the salon, feeling brand new
Spa day facial was exactly what I needed
Finally found a foundation that matches my skin
Lash extensions or natural? I can't decide
New perfume smells like vanilla and sunshine
Eyeliner wing perfect on the first try, a miracle`,
  cars: `Just picked up my new truck from the dealership 🚗
Track day at the speedway, lap times improving
Restoring a 1969 Mustang with my dad in the garage
Swapped the turbo and now she makes 400 horsepower
Car show this weekend, bringing the Corvette
Watching the NASCAR race with the guys
Detailing the car on a sunny afternoon
Oil change and new tires before the road trip
Motorcycle ride through the canyon this morning
The new electric sedan accelerates like a supercar`,
  outdoors: `Hiked to the summit at sunrise, worth every step 🏔️
Camping by the lake, no signal and no worries
Kayaking down the river with friends
First time rock climbing outdoors, hands are shredded
National park trail was covered in wildflowers
Campfire, stars, and silence
Snowboarding trip to the mountains this weekend
Fishing at dawn, caught two trout
Trail running through the forest after the rain
Surfing lesson at the beach, fell a hundred times`,
  religion: `Blessed to spend Sunday morning worshipping with my church family 🙏
Reading a psalm every night before bed
Ramadan Mubarak to everyone celebrating
Our youth group volunteered at the food bank after service
Faith carried me through the hardest year of my life
Morning meditation and gratitude practice
The pastor's sermon on forgiveness hit home
Lighting candles at the temple for the festival
Praying for everyone affected by the storm
Bible study at my place on Wednesday, all welcome`,
  finance: `Paid off my last credit card today, debt free journey complete
Maxing out my 401k this year, future me says thanks
Bitcoin is up again, crypto twitter is celebrating
Budgeting tip: pay yourself first every payday
Bought my first index fund, long term investing only
Mortgage rates are climbing, glad we locked in
Dividend stocks are my favorite passive income
Building an emergency fund with three months of savings
My credit score finally crossed 750
The stock market dipped today, staying calm and holding`,
};

/**
 * Slot-filled posts and bios, written for this project: for each interest, things people post
 * about, what they say they did, what they ask, and how they describe themselves in a bio. The
 * generator pairs them with everyday openers and endings so the topic head sees a few hundred
 * varied, realistic lines per interest instead of ten. Bios mix two or three interests and are
 * labeled with all of them.
 */
interface TopicVocabulary {
  /** Noun phrases the topic is about. */
  things: string;
  /** First-person things people post, with `{t}` for one of `things` where it fits. */
  did: string;
  /** Questions and opinions, with `{t}` where it fits. */
  say: string;
  /** Bio fragments. */
  bio: string;
  /** Hashtags and emoji. */
  tags: string;
}

const TOPIC_VOCABULARY: Record<InterestId, TopicVocabulary> = {
  "arts-culture": {
    things:
      "the new exhibition|the art museum|that gallery opening|the sculpture garden|my watercolor set|the poetry slam|the opera|the ballet|this mural|the theater production|the book festival|the history museum|my sketchbook|the jazz age exhibit|the photography show|the local artists' market|the play|this novel|the museum's new wing|the street art tour",
    did: "spent the afternoon at {t}|finally finished the portrait I've been painting for weeks|went to {t} and cried a little|sold my first painting at {t}|our drama club opens the play on friday|wrote a poem on the train this morning|visited {t} with my art class|started an illustration series about my hometown|got tickets for {t}|framed my first linocut print|volunteering as a guide at {t}|reading a classic novel for the first time",
    say: "{t} was stunning, go before it closes|anyone been to {t} yet?|art is how we remember who we were|{t} deserves way more attention|what book changed your life?|the colors in {t} are unreal|support local artists, buy their work|culture is not a luxury|who is your favorite painter?|theater kids know the pain of tech week",
    bio: "painter and illustrator|museum nerd|poet|theatre lover|bookworm and gallery hopper|art teacher|writer of short stories|ceramicist|curator|street artist",
    tags: "#art|#artist|#painting|#museum|#poetry|#theatre|#books|🎨|🎭|🖼️|📖",
  },
  business: {
    things:
      "our startup|the product launch|the quarterly report|my small business|the pitch deck|our new client|the sales team|the marketing campaign|my online store|the investor meeting|the networking event|our brand|the board meeting|the startup accelerator|our first hire|the side hustle|the company retreat|this business plan|our revenue|the new office",
    did: "just signed {t}|launched {t} today after months of work|hired our first employee|pitched {t} to investors this morning|closed the deal we've chased all year|our revenue doubled this quarter|quit my job to run {t} full time|spoke at a conference about growing {t}|hit ten thousand customers|rebranding {t} this month|filed the paperwork for my LLC|finished {t} at 2am",
    say: "founders, talk to your customers|what's the best advice for a first time entrepreneur?|{t} is finally profitable|cash flow is king|hiring is the hardest part of running {t}|networking is about giving first|who else is building something on the side?|never underestimate a good sales team|your brand is your promise|small businesses are the backbone of the economy",
    bio: "founder and CEO|entrepreneur|small business owner|marketing consultant|startup advisor|sales leader|building something new|investor|product manager|ecommerce store owner",
    tags: "#business|#entrepreneur|#startup|#smallbusiness|#marketing|#leadership|💼|📊|🚀",
  },
  celebrities: {
    things:
      "the red carpet|that celebrity interview|the award show|the couple's breakup|her new perfume line|the paparazzi photos|the Met Gala looks|the tabloid rumors|his apology video|the reality star|the Grammys|the royal family|that influencer drama|the talk show appearance|the celebrity feud|the fan meet|the Oscars after party|the K-pop comeback|the pop star's documentary|the celebrity wedding",
    did: "can't stop watching {t}|stayed up to see {t} live|met my favorite actor at the airport and almost fainted|waited six hours for an autograph|got a selfie with a famous chef|my idol followed me back today|screaming about {t}|just saw {t} and I have opinions|voted fifty times for my fave|bought tickets to the fan meet",
    say: "did you see {t}?|{t} is the only thing anyone is talking about|celebrities are not your friends|who wore it better?|{t} was iconic|the fandom is losing it over {t}|stan twitter is wild today|she's a queen and we don't deserve her|this feud is getting messy|famous people really live in another world",
    bio: "pop culture junkie|proud stan|celebrity news fan|fan account|red carpet watcher|gossip lover|fangirl forever|entertainment blogger",
    tags: "#celebrity|#redcarpet|#kpop|#metgala|#oscars|✨|👑|😱",
  },
  "daily-life": {
    things:
      "my morning coffee|the commute|this rainy day|my to do list|the laundry|the dishes|my nap|the grocery run|my alarm|the weekend|my lunch break|the bus|this heat|my couch|my neighbor's dog barking|the traffic|a quiet evening|my new apartment|the weather|my sleep schedule",
    did: "woke up late and missed the bus|spent the whole day doing nothing and it was great|finally cleaned my room|made coffee and forgot to drink it|took a nap and woke up more tired|just got home after a long day|stayed in bed until noon|did the laundry and lost a sock|cooked dinner and watched the rain|walked to the store and forgot why I went|went to bed early for once|moved all my stuff into the new place",
    say: "why is {t} always like this|is it friday yet|some days are just long|another day another coffee|ok but who else is tired|{t} is my whole personality today|adulting is hard|i need a nap|grateful for small things today|why am i awake|how is it only tuesday|me vs {t}",
    bio: "coffee first|living one day at a time|just a person on the internet|professional napper|overthinker|night owl|trying my best|chaos coordinator",
    tags: "#mood|#mondays|#life|#weekend|☕|😴|🙃|😩",
  },
  family: {
    things:
      "my mom|my dad|the kids|my son|my daughter|my grandma|my little brother|my sister|the baby|our family reunion|my parents|my grandpa|the twins|my aunt|family dinner|our toddler|my in-laws|bedtime stories|the school run|my stepdad",
    did: "spent the day with {t}|took {t} to the park|our baby said her first word today|called {t} just to say hi|made pancakes with the kids|celebrated {t}'s birthday|drove six hours to see {t}|watched old home videos with my parents|the kids built a fort in the living room|my son lost his first tooth|picked up {t} from school|cooked my grandma's recipe with {t}",
    say: "nothing matters more than family|{t} is my whole world|parenting is the hardest job|love you mom|happy birthday to the best dad|my kids make me laugh every day|family is everything|how do you get a toddler to sleep?|grateful for {t}|being a parent changes you",
    bio: "mom of three|proud dad|wife and mother|girl mom|boy dad|grandma of five|family first|homeschooling mama|foster parent|dad of twins",
    tags: "#family|#momlife|#dadlife|#parenting|#kids|👨‍👩‍👧|👶|❤️",
  },
  fashion: {
    things:
      "this jacket|my new sneakers|the thrift haul|fashion week|this outfit|the vintage dress|my capsule wardrobe|the runway show|these boots|the new collection|my closet|streetwear|the designer bag|these jeans|the leather jacket|the linen shirt|my style|this trench coat|the sneaker drop|my wardrobe",
    did: "found {t} at the thrift store|wore {t} for the first time today|styled {t} three different ways|copped {t} before it sold out|cleaned out my closet and donated half|sewed my own dress for the party|spent way too much on {t}|planning my outfit for the wedding|bought {t} on sale|walked in my first runway show",
    say: "{t} is a whole mood|what do you think of {t}?|outfit of the day|style is how you say who you are without talking|fast fashion has to go|{t} goes with everything|best thrift find ever|is {t} worth the hype?|oversized blazers are back|fit check",
    bio: "fashion lover|stylist|thrift queen|sneakerhead|menswear enthusiast|fashion blogger|model|designer|vintage collector|personal shopper",
    tags: "#ootd|#fashion|#style|#streetwear|#thrift|👗|👠|👟|🧥",
  },
  "film-tv": {
    things:
      "the new season|that episode|the finale|the trailer|this movie|the documentary|the sequel|the series|the premiere|the director's cut|the sitcom|the anime|the miniseries|the horror film|the box office|the streaming show|the pilot|the remake|the cast|the plot twist",
    did: "binge watched {t} in one night|just finished {t} and I need to talk about it|went to the cinema to see {t}|rewatched {t} for the tenth time|cried at {t}|stayed up for {t}|watched {t} with popcorn and no regrets|started {t} because everyone keeps talking about it|uploaded a review of {t} to my channel|couldn't sleep after {t}",
    say: "{t} was a masterpiece|no spoilers but {t}|who else is watching {t}?|{t} deserves an emmy|the acting in {t} is unreal|why did they cancel {t}?|that plot twist though|what should I watch next?|{t} was overrated|the soundtrack of {t} is perfect",
    bio: "film buff|tv addict|movie critic|binge watcher|screenwriter|actor|filmmaker|youtuber|anime fan|cinephile",
    tags: "#netflix|#movies|#film|#tv|#anime|🎬|🍿|📺|🎥",
  },
  "fitness-health": {
    things:
      "leg day|my workout|the gym|my run|yoga class|the half marathon|my protein shake|cardio|my personal best|the spin class|my training plan|the 5k|my sleep|my diet|my recovery day|the doctor's appointment|my physical therapy|pilates|the weights|my step count",
    did: "crushed {t} this morning|ran five miles before work|hit a new deadlift PR|signed up for {t}|back at the gym after a month off|finished my first marathon|did yoga on the balcony|lost ten pounds since january|walked 15000 steps today|started physical therapy for my knee|skipped sugar for a whole week|got my flu shot and a checkup",
    say: "consistency beats motivation|{t} destroyed me|rest days matter too|what's your favorite pre workout meal?|mental health is health|drink water and go outside|{t} is my therapy|anyone else sore after {t}?|no pain no gain|progress is progress",
    bio: "personal trainer|marathon runner|yoga teacher|gym rat|powerlifter|nurse|fitness coach|health nut|crossfit athlete|physiotherapist",
    tags: "#fitness|#gym|#workout|#running|#yoga|#health|💪|🏃|🧘|🏋️",
  },
  food: {
    things:
      "this pizza|the ramen place|my sourdough|brunch|the tacos|homemade pasta|the new restaurant|this curry|the bakery|my grandma's recipe|the food truck|sushi night|the bbq|this burger|the farmers market|dessert|the chocolate cake|my meal prep|street food|the coffee shop",
    did: "made {t} from scratch|tried {t} downtown and it was amazing|baked cookies for the neighbors|cooked dinner for eight people|ate way too much at {t}|finally nailed {t}|ordered takeout again|grilled burgers in the backyard|tried a new recipe for {t}|had the best meal of my life at {t}",
    say: "{t} is unreal|where can I find good {t}?|food is love|{t} hits different at midnight|is {t} overrated?|drop your favorite recipe|I could eat {t} every day|the secret ingredient is butter|best {t} in town|dinner is served",
    bio: "foodie|home cook|chef|baker|food blogger|pizza enthusiast|vegan cook|restaurant owner|coffee snob|recipe developer",
    tags: "#food|#foodie|#recipe|#baking|#yummy|🍕|🍜|🍰|🌮|😋",
  },
  gaming: {
    things:
      "the new patch|ranked|the boss fight|my stream|the raid|the console|the new map|my controller|the battle pass|the tournament|the speedrun|my gaming pc|the open world|the DLC|the co-op mode|my loadout|the esports final|the beta|the indie game|the season reset",
    did: "finally beat {t}|streaming {t} tonight|grinded {t} all weekend|hit diamond in {t}|lost five games in a row in {t}|built a new gaming pc|pre ordered {t}|got a clutch ace in {t}|played {t} with the squad|unlocked every achievement",
    say: "{t} is broken|who wants to queue?|{t} ruined my weekend in the best way|best game of the year?|lag is killing me|gg ez|{t} needs a nerf|anyone else hyped for {t}?|one more game then bed|controller or keyboard?",
    bio: "gamer|twitch streamer|esports player|speedrunner|game developer|retro gamer|pc builder|console collector|content creator",
    tags: "#gaming|#gamer|#twitch|#ps5|#xbox|#nintendo|🎮|🕹️|👾",
  },
  education: {
    things:
      "the online course|this lecture|the workshop|my certificate|the tutorial|the library|this textbook|the webinar|my language lessons|the research paper|the documentary on history|my coding bootcamp|the science podcast|the training|my study notes|the spelling bee|the museum tour for kids|the free course|this explainer|my degree",
    did: "finished {t} today|learned how black holes form|signed up for {t}|taught my students about fractions|spent the evening on {t}|passed my certification exam|started learning spanish|read a paper on climate history|explained photosynthesis to my nephew|completed week six of {t}",
    say: "never stop learning|{t} explained it better than my teacher did|what's a skill you learned this year?|knowledge is power|teachers deserve more pay|{t} is free and worth it|today I learned something wild|any good resources for learning math?|education changes lives|study tip: teach it to someone else",
    bio: "teacher|lifelong learner|educator|tutor|researcher|librarian|professor|language learner|science communicator|curriculum designer",
    tags: "#education|#learning|#teachers|#edtech|#studytips|📚|🧠|✏️",
  },
  music: {
    things:
      "the new album|this song|the concert|my playlist|the festival|the band|my guitar|the piano|the mixtape|the tour|the single|the music video|the lyrics|my vinyl|the dj set|the choir|the rapper|the chorus|the live show|the record",
    did: "listened to {t} on repeat|went to {t} and lost my voice|learned a new song on {t}|released {t} today|made {t} for the road trip|saw my favorite band live|practiced piano for two hours|wrote lyrics all night|got front row at {t}|dropped a new beat",
    say: "{t} is a masterpiece|this song hits different|what are you listening to?|{t} was the best night of my life|who's going to {t}?|music is therapy|that chorus is stuck in my head|{t} goes so hard|underrated artist alert|the bass on {t} though",
    bio: "musician|singer songwriter|dj|music producer|guitarist|rapper|music lover|choir member|drummer|band manager",
    tags: "#music|#nowplaying|#newmusic|#concert|#spotify|🎶|🎵|🎸|🎤|🎧",
  },
  "news-politics": {
    things:
      "the election|the new law|the senate vote|the protest|the policy|the supreme court ruling|the budget|the debate|the president's speech|the city council|inflation|climate policy|the campaign|the war|immigration reform|the healthcare bill|the strike|the scandal|gas prices|the referendum",
    did: "watched {t} and I'm worried|went to {t} downtown|voted early this morning|signed the petition about {t}|called my representative about {t}|read the full text of {t}|marched with thousands of people|volunteered for the campaign",
    say: "{t} affects all of us|this is a crisis|everyone needs to vote|{t} is a disgrace to democracy|the government has failed us|we need real reform|why is nobody talking about {t}?|human rights are not negotiable|breaking news: {t}|corruption everywhere|the people deserve answers|{t} will hurt working families",
    bio: "journalist|political junkie|activist|policy analyst|reporter|community organizer|campaign volunteer|news junkie|civil rights advocate",
    tags: "#news|#politics|#breaking|#vote|#election|#climate|🗳️|📰",
  },
  hobbies: {
    things:
      "my knitting|the puzzle|my garden|the chess club|my lego set|the model train|my stamp collection|birdwatching|the woodworking project|pottery class|my crochet project|the board game|fishing|my cosplay|the fan art|my bullet journal|the sourdough starter|my bonsai|the trading cards|the drone",
    did: "finished {t}|spent the afternoon on {t}|started {t} as a new hobby|traded cards at the shop|built a birdhouse out of scrap wood|sewed my cosplay for the con|finished a 1000 piece puzzle|planted tomatoes and basil|went to {t} with friends|painted miniatures all night",
    say: "{t} is so relaxing|anyone else into {t}?|new hobby unlocked|{t} keeps me sane|what hobby should I pick up?|I have too many hobbies|{t} is harder than it looks|the craft store is dangerous|my fandom era is back|collecting is a lifestyle",
    bio: "crafter|knitter|gardener|collector|cosplayer|puzzle lover|woodworker|chess player|maker|fandom enthusiast",
    tags: "#diy|#crafts|#knitting|#gardening|#cosplay|#hobby|🧶|🪴|🧩|♟️",
  },
  relationships: {
    things:
      "my boyfriend|my girlfriend|my husband|my wife|our anniversary|date night|the first date|my crush|the wedding|my ex|our engagement|my partner|my best friend|the breakup|dating apps|our honeymoon|long distance|the proposal|my situationship|our first kiss",
    did: "went on {t} and it was cute|celebrated {t} tonight|got engaged on the beach|my crush texted me back|planning {t} with {t}|moved in with my partner|went on a blind date|surprised my girlfriend with flowers|deleted the dating apps again|talked to {t} for hours",
    say: "love is patience|single life is fine actually|{t} makes me so happy|red flag if he doesn't text back|relationships take work|how did you meet your partner?|miss {t} so much|true love exists|date ideas please|{t} is my favorite person",
    bio: "married to my best friend|engaged|hopeless romantic|wife|husband|girlfriend of the best guy|happily taken|dating coach",
    tags: "#love|#couplegoals|#datenight|#wedding|#engaged|❤️|💕|💍|😍",
  },
  "science-tech": {
    things:
      "the new phone|the ai model|the rocket launch|my laptop|the software update|the telescope images|the research|the app|the robot|the coding project|the study|the chip|quantum computing|the space station|the vaccine research|the open source project|the smartwatch|the electric grid|the algorithm|the experiment",
    did: "built {t} over the weekend|watched {t} live|upgraded my laptop|shipped a new feature at work|wrote my first python script|read {t} about climate|tested {t} and I'm impressed|fixed a bug that took three days|launched {t} on github|set up a home server",
    say: "{t} is the future|science is amazing|how does {t} even work?|tech companies know too much about us|{t} changes everything|what programming language should I learn?|space is incredible|the data is clear|AI will change every job|{t} is overhyped",
    bio: "software engineer|data scientist|physicist|developer|tech enthusiast|astronomer|robotics engineer|ai researcher|biologist|it support",
    tags: "#tech|#ai|#science|#coding|#space|#python|💻|🔬|🚀|🤖",
  },
  sports: {
    things:
      "the game|the match|the playoffs|the derby|our team|the final|the season opener|the transfer window|the quarterback|the striker|the world cup|the super bowl|the championship|the referee|the draft|the title race|the fight|the grand slam|the coach|the league table",
    did: "watched {t} at the bar|can't believe we lost {t}|scored two goals in my league game|went to {t} with my dad|stayed up for {t}|got tickets for {t}|my fantasy team is a disaster|played pickup basketball|trained with the team|cheered all through {t}",
    say: "what a game!|{t} was robbed|the ref ruined {t}|who wins {t}?|our defense is a joke|{t} is going to be huge|sign him already|that goal was unreal|championship or bust|fire the coach",
    bio: "sports fan|die hard fan|soccer player|basketball coach|season ticket holder|fantasy football addict|athlete|sports writer|golfer|referee",
    tags: "#nfl|#nba|#football|#soccer|#gameday|⚽|🏀|🏈|🏆|⚾",
  },
  travel: {
    things:
      "the flight|my trip|the beach|the hotel|the road trip|the airport|our vacation|the cruise|the old town|the tour|my passport|the train ride|the island|the mountains|the city break|the hostel|the resort|the backpacking route|the museum in Rome|the night market",
    did: "just landed in Tokyo|booked {t} for the summer|exploring {t} on foot|missed {t} and had to rebook|packed for {t} in ten minutes|watched the sunset from {t}|took the overnight train across the country|got lost in {t} and loved it|renewed {t}|checked into {t}",
    say: "travel is the best teacher|where should I go next?|{t} was worth every penny|take me back to {t}|airport food is a scam|tips for {t}?|window or aisle?|{t} was a dream|wanderlust is real|collect moments not things",
    bio: "travel addict|digital nomad|travel blogger|backpacker|flight attendant|tour guide|globetrotter|explorer|30 countries and counting",
    tags: "#travel|#wanderlust|#vacation|#travelgram|#roadtrip|✈️|🌴|🗺️|🧳",
  },
  "youth-student": {
    things:
      "finals|the exam|my essay|the dorm|prom|homework|the group project|my professor|the lecture|graduation|midterms|the campus|my roommate|the cafeteria|spring break|my gpa|the SAT|the school bus|my locker|the assignment",
    did: "pulled an all nighter for {t}|failed {t} but I'm alive|submitted {t} one minute before the deadline|moved into {t}|graduated today|studied in the library until 2am|skipped class to sleep|got into my dream college|survived {t}|my roommate ate my noodles again",
    say: "{t} is killing me|who else has {t} tomorrow?|college is expensive|senior year go brrr|why does {t} exist|student loans are a scam|send help, {t} week|my brain is fried|one more semester|school starts tomorrow and I'm not ready",
    bio: "student|college freshman|high school senior|class of 2026|grad student|nursing student|law student|sophomore|med student",
    tags: "#college|#students|#studentlife|#finals|#school|🎓|📝|📚",
  },
  pets: {
    things:
      "my dog|my cat|the puppy|the kitten|my rescue dog|the vet|the dog park|my bunny|my parrot|the fish tank|my hamster|the animal shelter|my horse|my senior dog|the litter box|the dog food|the cat tree|my guinea pig|our foster kittens|the leash",
    did: "adopted {t} today|took {t} to the vet|walked {t} in the rain|my cat knocked over my coffee|bought {t} a new bed|the puppy chewed my shoes|volunteered at {t}|taught my dog a new trick|cuddled {t} all afternoon|fostering two kittens this month",
    say: "{t} is the best|adopt don't shop|who else talks to their pets?|{t} thinks he owns the house|dogs are better than people|look at this face|{t} is so spoiled|pets are family|cat people vs dog people|my {t} is a menace",
    bio: "dog mom|cat dad|animal lover|rescue volunteer|vet tech|dog trainer|horse girl|pet photographer",
    tags: "#dogsofinstagram|#catsofinstagram|#pets|#adoptdontshop|#dog|#cat|🐶|🐱|🐾|🐕",
  },
  beauty: {
    things:
      "my skincare routine|this lipstick|the foundation|my nails|the salon|my eyeliner|the face mask|my lashes|the serum|this palette|my haircut|the perfume|my brows|the makeup tutorial|my curls|the moisturizer|the sunscreen|my glow|the spa day|the highlighter",
    did: "tried {t} and my skin is glowing|got {t} done for the wedding|did a full glam look|dyed my hair pink|found the perfect shade of {t}|booked a facial|tested {t} for a week|filmed a makeup tutorial|did my own nails|finally fixed my skincare routine",
    say: "{t} is a game changer|what's your holy grail product?|{t} is worth every penny|sunscreen every day, no excuses|is {t} worth it?|makeup is art|{t} broke me out|drugstore dupes are the best|skincare is self care|that glow though",
    bio: "makeup artist|beauty blogger|nail tech|hairstylist|esthetician|skincare junkie|lash artist|beauty influencer",
    tags: "#makeup|#beauty|#skincare|#nails|#hair|💄|💅|💇|✨",
  },
  cars: {
    things:
      "my truck|the new car|the engine|the track day|the car show|my motorcycle|the turbo|the oil change|the race|the dealership|my project car|the tires|the exhaust|the muscle car|the electric car|the grand prix|my first car|the garage|the detailing|the drift event",
    did: "bought {t} today|took {t} to the track|swapped the exhaust on {t}|washed and waxed {t}|went to {t} with my dad|rebuilt the engine in my garage|drove {t} through the mountains|passed my driving test|watched the race at the circuit|got new rims for {t}",
    say: "{t} sounds amazing|manual is better|what should my next car be?|{t} is a beast|gas prices are killing my truck|car guys will understand|electric or gas?|{t} needs more horsepower|clean cars only|that engine note though",
    bio: "car guy|petrolhead|mechanic|motorsport fan|jdm lover|truck enthusiast|car photographer|racing driver|biker",
    tags: "#cars|#carsofinstagram|#jdm|#f1|#nascar|#truck|🚗|🏎️|🏍️",
  },
  outdoors: {
    things:
      "the hike|the trail|the campsite|the summit|the lake|the river|the national park|the canyon|the forest|the waterfall|the ski slopes|the kayak trip|the climbing wall|the backcountry|the fishing trip|the sunrise|the mountain hut|the tent|the wildflowers|the coastline",
    did: "hiked {t} at sunrise|camped by {t} all weekend|kayaked down {t}|reached {t} after six hours|went fishing at dawn|slept under the stars|skied {t} in fresh powder|climbed my first outdoor route|found a hidden waterfall on {t}|spent the day in {t} with no signal",
    say: "nature is the best therapy|{t} was breathtaking|leave no trace|who wants to go camping?|{t} is my happy place|the mountains are calling|best trails near me?|nothing beats fresh air|{t} at golden hour|touch grass",
    bio: "hiker|outdoor enthusiast|climber|camper|skier|nature lover|park ranger|trail runner|angler|surfer",
    tags: "#hiking|#camping|#outdoors|#nature|#optoutside|🏔️|🌲|🏕️|🥾",
  },
  religion: {
    things:
      "church|the sermon|prayer|the bible study|the mosque|the temple|my faith|the worship service|ramadan|the retreat|the choir at church|scripture|the mass|the youth group|the rosary|the holy week|the pastor|the synagogue|grace|the gospel",
    did: "went to {t} this morning|prayed for my family|read a chapter of the bible|fasted for ramadan|volunteered with {t}|sang at {t}|lit a candle at {t}|spent the day in prayer|joined {t} on wednesday|thanked God for another day",
    say: "God is good|{t} gave me peace|faith over fear|keep praying|blessed beyond measure|{t} was powerful today|trust in the Lord|amen|pray for our community|His grace is enough",
    bio: "child of God|christian|pastor|worship leader|muslim|believer|faith first|youth minister|follower of Jesus",
    tags: "#blessed|#faith|#god|#jesus|#prayer|🙏|✝️|☪️",
  },
  finance: {
    things:
      "my portfolio|bitcoin|the stock market|my savings|my budget|the index fund|my credit score|the mortgage|my 401k|crypto|dividends|my debt|the interest rate|ethereum|my emergency fund|the housing market|my retirement account|the side income|my taxes|the market crash",
    did: "paid off {t}|bought more {t}|opened a retirement account|made a budget for the first time|sold my shares at a loss|saved six months of expenses|refinanced {t}|checked {t} way too often|started investing twenty dollars a week|filed my taxes early",
    say: "{t} is down again|buy the dip|time in the market beats timing the market|how do you budget?|{t} is a scam|hodl|financial freedom is the goal|compound interest is magic|not financial advice|{t} to the moon",
    bio: "investor|financial advisor|crypto trader|personal finance nerd|accountant|debt free|real estate investor|day trader",
    tags: "#crypto|#bitcoin|#investing|#finance|#stocks|💰|📈|💸|🪙",
  },
};

const OPENERS = [
  "",
  "",
  "",
  "ok so ",
  "honestly ",
  "not gonna lie, ",
  "lol ",
  "update: ",
  "_user_ ",
  "guys ",
  "today ",
  "ngl ",
  "so ",
  "tbh ",
];
const ENDINGS = ["", "", "", "!", " lol", " 😂", " 😭", "...", " haha", " _url_", " tbh", "!!", " 🙌", " ❤️"];

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

export interface SeedTopicPost {
  text: string;
  interests: InterestId[];
}

/** Slot-filled posts per interest that both heads train on (topics as labelled, red flags as harmless). */
export const GENERATED_TOPIC_POSTS = 200;

/** Deterministic slot-filled posts (`perTopic` each) and bios for every interest. */
export function seedTopicPosts(perTopic = 160, bios = 900): SeedTopicPost[] {
  const next = mulberry32(2024);
  const ids = Object.keys(TOPIC_VOCABULARY) as InterestId[];
  const split = (s: string) => s.split("|");
  const vocab = Object.fromEntries(
    ids.map((id) => {
      const v = TOPIC_VOCABULARY[id];
      return [
        id,
        {
          things: split(v.things),
          did: split(v.did),
          say: split(v.say),
          bio: split(v.bio),
          tags: split(v.tags),
        },
      ];
    }),
  ) as Record<InterestId, { things: string[]; did: string[]; say: string[]; bio: string[]; tags: string[] }>;
  const fill = (template: string, things: readonly string[]) =>
    template.replace(/\{t\}/g, () => pick(things, next));
  const posts: SeedTopicPost[] = [];
  const seen = new Set<string>();
  const add = (text: string, interests: InterestId[]) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (seen.has(clean)) return;
    seen.add(clean);
    posts.push({ text: clean, interests });
  };
  for (const id of ids) {
    const v = vocab[id];
    for (let n = 0; n < perTopic; n++) {
      const shape = next();
      const tag = next() < 0.35 ? ` ${pick(v.tags, next)}` : "";
      let body: string;
      if (shape < 0.45) body = fill(pick(v.did, next), v.things);
      else if (shape < 0.8) body = fill(pick(v.say, next), v.things);
      else body = `${fill(pick(v.did, next), v.things)}. ${fill(pick(v.say, next), v.things)}`;
      add(`${pick(OPENERS, next)}${body}${pick(ENDINGS, next)}${tag}`, [id]);
    }
  }
  for (let n = 0; n < bios; n++) {
    const count = next() < 0.5 ? 2 : 3;
    const chosen: InterestId[] = [];
    while (chosen.length < count) {
      const id = pick(ids, next);
      if (!chosen.includes(id)) chosen.push(id);
    }
    const glue = pick([" | ", ". ", ", ", " • ", " / "], next);
    const parts = chosen.map((id) => pick(vocab[id].bio, next));
    const tag = next() < 0.3 ? ` ${pick(vocab[chosen[0] as InterestId].tags, next)}` : "";
    add(`${parts.join(glue)}${tag}`, chosen);
  }
  return posts;
}

/**
 * Posts about none of the interests: chatter, reactions, and red-zone talk (drugs, drinking,
 * betting) that must not light up topics on their own words. Labeled with no interest.
 */
export const SEED_NO_TOPIC = `lol
same
thank you so much!
omg yes
this 👆
wait what
no way 😂
can't wait
I'm done
who asked
facts
ok
thanks for the follow
follow back?
love this
so true
me too
not again
blazed and drunk at the bar again lol
up all night playing blackjack and doing shots
getting high tonight
rolled a blunt
took a shot of tequila
bet it all on red
placed a parlay on tonight's slate
hungover af
pass the lighter
drinking again
wasted again
lmaooo
bruh
ugh
we'll see
brb
same tbh
this is wild
I can't believe it
nah
yes please
sounds good
hmu
idk man
rip
big mood
it is what it is
whatever
who cares
say less
period
periodt
I'm weak 😂😂
stop it
agreed
exactly
thank you!
check your dms
link below
new post up
retweet if you agree
giveaway! follow and retweet to win
dm me
`;

/**
 * Hand-written keywords per interest: its title and the common words of the topic, one training
 * text each for the topic head (a keyword listed under several interests is one text labeled
 * with all of them). They give the words of rare topics weight that 180 tweets cannot. Written
 * from general knowledge of each topic; words seen only in TweetTopic's training tweets were
 * kept out, so cross-validation on those tweets is not flattered. Not used by the red-flag head.
 */
export const TOPIC_KEYWORDS: Record<InterestId, string> = {
  "arts-culture":
    "arts and culture|art|artist|painting|drawing|sculpture|museum|gallery|exhibition|theatre|theater|poetry|poem|poet|novel|literature|writer|author|book|fanart|illustration|sketch|dance|ballet|opera|culture|heritage|tradition|history|architecture|design|craft|calligraphy|photography|comic|manga|creative|masterpiece|canvas",
  business:
    "business|entrepreneur|entrepreneurs|startup|company|companies|ceo|founder|market|stocks|shares|investor|investors|investment|invest|profit|revenue|sales|customer|customers|client|brand|marketing|advertising|product|products|deal|economy|money|income|passive income|bank|finance|price|prices|payment|paid|pay|salary|job|jobs|career|hiring|office|trade|trading|crypto|bitcoin",
  celebrities:
    "celebrity|celebrities|celeb|famous|star|superstar|idol|idols|fans|fandom|stan|stans|fanbase|kpop|k-pop|bts|blackpink|comeback|red carpet|award|awards|oscars|grammys|paparazzi|gossip|tabloid|influencer|viral|trending|hollywood|actor|actress|singer|rapper|model|royal|prince|princess|queen|interview|photoshoot|#happybirthday",
  "daily-life":
    "today|morning|tonight|night|weekend|day|days|life|my life|sleep|woke up|tired|bed|home|house|coffee|breakfast|lunch|work|shift|errands|chores|laundry|shower|nap|mood|feeling|bored|lazy|rain|traffic|commute|bus|monday|friday|sunday|my day",
  family:
    "family|mom|mother|mum|dad|father|parents|parent|son|daughter|kids|children|child|baby|babies|toddler|brother|sister|siblings|grandma|grandpa|grandmother|grandfather|grandparents|aunt|uncle|cousin|niece|nephew|wife|husband|in-laws|twins|pregnant|pregnancy|motherhood|fatherhood|parenting|family dinner|reunion|home",
  fashion:
    "fashion|style|outfit|outfits|ootd|clothes|clothing|dress|dresses|shirt|shoes|sneakers|boots|heels|jeans|jacket|coat|hoodie|skirt|suit|wear|wearing|wore|wardrobe|closet|designer|brand|runway|vogue|model|modeling|boutique|thrift|vintage|streetwear|accessories|jewelry|bag|handbag|hat|glasses|makeup|beauty|look|looks|fit|drip",
  "film-tv":
    "film|films|movie|movies|cinema|tv|television|show|shows|series|season|episode|episodes|finale|premiere|trailer|netflix|hbo|disney|marvel|star wars|anime|drama|kdrama|sitcom|documentary|actor|actress|cast|director|scene|character|characters|plot|spoiler|spoilers|binge|watch|watching|watched|youtube|video|videos|vlog|stream|streaming|reel|clip|channel",
  "fitness-health":
    "fitness|health|healthy|workout|gym|exercise|training|run|running|yoga|weight|weight loss|diet|calories|protein|muscle|body|skin|sleep|mental health|anxiety|depression|stress|therapy|doctor|doctors|nurse|nurses|hospital|surgery|illness|disease|covid|vaccine|pain|medicine|cancer|recovery",
  food: "food|foodie|eat|eating|ate|meal|meals|dinner|lunch|breakfast|brunch|snack|cook|cooking|cooked|bake|baking|recipe|recipes|restaurant|restaurants|cafe|coffee|tea|drink|drinks|pizza|burger|tacos|sushi|ramen|pasta|rice|chicken|fish|steak|bbq|dessert|cake|chocolate|ice cream|delicious|yummy|tasty|hungry|kitchen|chef|menu",
  gaming:
    "gaming|game|games|gamer|gamers|video game|video games|play|playing|played|player|console|pc|playstation|ps4|ps5|xbox|nintendo|switch|steam|twitch|stream|streamer|esports|fortnite|minecraft|valorant|pokemon|zelda|mario|boss|level|levels|quest|raid|ranked|patch|dlc|controller|fps|rpg|mmo|speedrun|achievement",
  education:
    "learning|learn|learned|education|educational|school|teacher|teachers|teaching|student|students|class|classes|course|courses|lesson|lessons|study|studying|university|college|degree|knowledge|research|science|history|facts|fact|tips|how to|guide|tutorial|reading|books|read|skills|skill|lecture|workshop|training|exam|curriculum|wisdom|explained|understand",
  music:
    "music|song|songs|album|albums|single|track|tracks|playlist|spotify|listen|listening|concert|concerts|tour|festival|band|bands|singer|singing|sing|rapper|rap|hip hop|pop|rock|jazz|kpop|lyrics|melody|beat|beats|guitar|piano|drums|dj|producer|musician|vocals|chorus|verse|mv|music video|stream|streams|charts|billboard|grammy|vinyl|radio",
  "news-politics":
    "news|breaking|report|politics|political|government|govt|president|prime minister|minister|election|vote|voting|senate|congress|parliament|policy|law|laws|court|supreme court|police|crime|murder|shooting|war|ukraine|russia|protest|protests|rights|human rights|justice|racism|inflation|economy|prices|tax|taxes|climate|climate change|covid|pandemic|vaccine|immigration|border|democrats|republicans|trump|biden|party|campaign|society|social|community|public",
  hobbies:
    "hobby|hobbies|craft|crafts|diy|knitting|crochet|sewing|gardening|garden|plants|fishing|hunting|collecting|collection|collector|lego|puzzle|puzzles|board games|chess|drawing|photography|camera|cosplay|anime|manga|fanfic|fanfiction|fandom|writing|reading|dog|cat|pets|cars|woodworking|model|models|fan|fans",
  relationships:
    "relationship|relationships|love|in love|boyfriend|girlfriend|bf|gf|partner|husband|wife|dating|date|dates|crush|single|married|marriage|wedding|engaged|couple|ex|breakup|broke up|heartbreak|romance|romantic|kiss|friend|friends|friendship|bestie|best friend|bff|people|someone|trust|cheating|cheated|texting|miss you|love you|hug|together|feelings|heart",
  "science-tech":
    "science|scientist|scientists|research|study|technology|tech|ai|artificial intelligence|robot|computer|computers|laptop|pc|software|hardware|app|apps|iphone|android|apple|google|microsoft|samsung|internet|data|coding|code|programming|developer|engineer|engineering|space|nasa|rocket|planet|physics|chemistry|biology|climate|energy|electric|battery|crypto|blockchain|5g|gadget|device",
  sports:
    "sports|sport|football|soccer|basketball|baseball|hockey|tennis|golf|cricket|rugby|boxing|ufc|mma|wrestling|f1|racing|nfl|nba|mlb|nhl|premier league|la liga|champions league|world cup|olympics|team|teams|player|players|coach|game|match|season|playoffs|finals|championship|champions|league|goal|goals|score|scored|win|won|lost|defeat|victory|stadium|fans|club|transfer|touchdown|quarterback|striker",
  travel:
    "travel|traveling|travelling|trip|trips|vacation|holiday|journey|adventure|explore|exploring|flight|flights|fly|airport|plane|train|station|bus|road trip|drive|hotel|resort|beach|island|mountain|mountains|city|country|abroad|visit|visiting|tour|tourist|passport|luggage|backpacking|camping|hiking|destination|map|landed",
  "youth-student":
    "student|students|school|high school|college|university|uni|campus|class|classes|homework|assignment|assignments|exam|exams|test|finals|midterms|grades|gpa|semester|professor|teacher|lecture|study|studying|dorm|roommate|graduation|graduate|prom|teen|teens|teenager|youth|kids|young|freshman|senior|scholarship|tuition|student loans|project",
  pets: "pet|pets|dog|dogs|puppy|puppies|cat|cats|kitten|kittens|vet|adopt|rescue|shelter|animal|animals|bird|birds|fish|horse|bunny|hamster|paws|walkies|dog park|treats|leash",
  beauty:
    "beauty|makeup|skincare|skin|lipstick|mascara|eyeliner|foundation|nails|manicure|hair|haircut|hairstyle|salon|spa|facial|serum|glow|lashes|brows|perfume|glam|cosmetics",
  cars: "car|cars|truck|engine|motor|motorsport|racing|race|f1|nascar|drift|mechanic|garage|tires|wheels|drive|driving|driver|road|speed|horsepower|turbo|motorcycle|bike|tesla|ferrari|porsche|bmw|toyota|honda|ford",
  outdoors:
    "outdoors|outdoor|nature|hiking|hike|trail|camping|camp|tent|mountain|mountains|forest|woods|lake|river|kayak|climbing|fishing|hunting|sunset|sunrise|ski|skiing|surf|surfing|wildlife|park|national park",
  religion:
    "religion|faith|god|jesus|christ|lord|holy|holy spirit|church|pray|prayer|prayers|bible|scripture|gospel|verse|blessed|amen|worship|pastor|sermon|christian|muslim|allah|quran|ramadan|eid|mosque|temple|hindu|buddhist|spiritual|soul|heaven|hell|sin|grace",
  finance:
    "finance|money|invest|investing|investment|stocks|stock market|shares|portfolio|dividends|savings|budget|debt|loan|loans|credit|mortgage|bank|bitcoin|crypto|ethereum|trading|trader|passive income|income|retirement|taxes|price|prices",
};
