import type { InterestId } from "../../worker/analysis/taxonomy";

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
