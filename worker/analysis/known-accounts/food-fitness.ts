/** Food and drink; fitness, health and wellbeing. Line format: see `../known-accounts.ts`. */
export const FOOD_FITNESS = `
# Restaurant chains
McDonald's|food|mcdonalds
Starbucks|food|starbucks li=starbucks
Wendy's|food|wendys
Burger King|food|burgerking
Taco Bell|food|tacobell
Chick-fil-A|food|chickfila
Chipotle|food|tw=chipotletweets ig,tt=chipotle
KFC|food|kfc
Subway|food|subway
Domino's|food|dominos
Pizza Hut|food|pizzahut
Papa Johns|food|papajohns
Dunkin'|food|tw=dunkindonuts ig,tt=dunkin
Krispy Kreme|food|krispykreme
Popeyes|food|popeyes
Sonic Drive-In|food|sonicdrivein
Arby's|food|arbys
Five Guys|food|fiveguys
Shake Shack|food|shakeshack
In-N-Out Burger|food|ig=innout
Panera Bread|food|panerabread
Panda Express|food|pandaexpress
Olive Garden|food|olivegarden
Applebee's|food|applebees
Denny's|food|tw=dennysdiner ig=dennys
IHOP|food|ihop
Jack in the Box|food|tw=jackbox
Whataburger|food|whataburger
Raising Cane's|food|raisingcanes
Wingstop|food|wingstop
Buffalo Wild Wings|food|bwwings
Dairy Queen|food|dairyqueen

# Food and drink brands
Coca-Cola|food|cocacola
Pepsi|food|pepsi
Dr Pepper|food|drpepper
Sprite|food|sprite
Mountain Dew|food|mountaindew
Gatorade|sports|gatorade
Celsius|fitness-health|celsiusofficial
Prime Hydration|food|drinkprime
Liquid Death|food|liquiddeath
Poppi|food|drinkpoppi
Olipop|food|drinkolipop
Oatly|food|oatly
Chobani|food|chobani
Nespresso|food|nespresso
Ben & Jerry's|food|benandjerrys
Oreo|food|oreo
Doritos|food|doritos
Cheetos|food|cheetos
Lay's|food|lays
Pringles|food|pringles
Skittles|food|skittles
M&M'S|food|tw=mmschocolate ig=mms
Hershey's|food|hersheys
Nutella|food|nutella
Heinz|food|heinz
Trader Joe's|food|ig=traderjoes
Whole Foods Market|food|wholefoods
DoorDash|food|doordash
Uber Eats|food|ubereats
Grubhub|food|grubhub
Instacart|food|instacart
HelloFresh|food|hellofresh
Deliveroo|food|deliveroo
Yelp|food|yelp
OpenTable|food|opentable

# Food media
Food Network|food,film-tv|foodnetwork
Bon Appétit|food|tw=bonappetit ig=bonappetitmag
Tasty|food|tw=tasty ig=buzzfeedtasty
Delish|food|delish
Food52|food|food52
Epicurious|food|epicurious
Serious Eats|food|seriouseats
Eater|food|ig,tw=eater
Allrecipes|food|allrecipes
NYT Cooking|food|ig=nytcooking tw=nytfood
MICHELIN Guide|food,travel|michelinguide

# Chefs and food creators
Gordon Ramsay|food,celebrities|ig=gordongram tw=gordonramsay tt=gordonramsayofficial
Jamie Oliver|food|ig,tw=jamieoliver
Guy Fieri|food|ig,tw=guyfieri
Ina Garten|food|ig,tw=inagarten
Bobby Flay|food|ig,tw=bobbyflay
Rachael Ray|food|ig,tw=rachaelray
Martha Stewart|food,hobbies|ig=marthastewart48 tw=marthastewart
Nigella Lawson|food|ig=nigellalawson tw=nigella_lawson
Alton Brown|food|ig,tw=altonbrown
Padma Lakshmi|food|ig,tw=padmalakshmi
José Andrés|food|ig,tw=chefjoseandres
Yotam Ottolenghi|food|ig,tw=ottolenghi
David Chang|food|tw=davidchang
Samin Nosrat|food|ig=ciaosamin
The Pioneer Woman|food|ig,tw=thepioneerwoman
Salt Bae|food|ig=nusr_et
Joshua Weissman|food|ig,tt=joshuaweissman
Binging with Babish|food|ig=bingingwithbabish
Nick DiGiovanni|food|ig,tt=nickdigiovanni
Keith Lee|food|tt=keith_lee125
Matty Matheson|food|ig=mattymatheson
Half Baked Harvest|food|ig=halfbakedharvest
Minimalist Baker|food|ig=minimalistbaker
Smitten Kitchen|food|ig=smittenkitchen
Preppy Kitchen|food|ig=preppykitchen

# Gyms, apps and gear
Peloton|fitness-health|onepeloton
Planet Fitness|fitness-health|planetfitness
Equinox|fitness-health|equinox
CrossFit|fitness-health|crossfit
Orangetheory Fitness|fitness-health|orangetheory
Strava|fitness-health|strava
Fitbit|fitness-health|fitbit
WHOOP|fitness-health|whoop
Oura|fitness-health|ouraring
MyFitnessPal|fitness-health|myfitnesspal
Garmin|fitness-health,outdoors|garmin
Gymshark|fitness-health,fashion|gymshark
Lululemon|fitness-health,fashion|lululemon
Alo Yoga|fitness-health,fashion|ig,tw=aloyoga
HOKA|fitness-health|hoka
Brooks Running|fitness-health|brooksrunning
On Running|fitness-health|ig=on_running
Therabody|fitness-health|therabody
Myprotein|fitness-health|myprotein
Quest Nutrition|fitness-health|questnutrition
Vital Proteins|fitness-health|vitalproteins
AG1|fitness-health|ig=drinkag1
Bodybuilding.com|fitness-health|bodybuildingcom

# Health and wellbeing media
Men's Health|fitness-health|menshealthmag
Women's Health|fitness-health|womenshealthmag
Runner's World|fitness-health|runnersworld
SELF|fitness-health|tw=selfmagazine
Healthline|fitness-health|healthline
WebMD|fitness-health|webmd
Mayo Clinic|fitness-health|mayoclinic
Cleveland Clinic|fitness-health|clevelandclinic
Psychology Today|fitness-health|tw=psychtoday
World Health Organization|fitness-health,news-politics|ig,tw=who
CDC|fitness-health|ig,tw=cdcgov
NIH|fitness-health,science-tech|tw=nih
American Heart Association|fitness-health|tw=american_heart
NAMI|fitness-health|tw=namicommunicate
Headspace|fitness-health|headspace
Calm|fitness-health|calm
Noom|fitness-health|noom
Jay Shetty|fitness-health|tw=jayshettyiw ig=jayshetty

# Trainers and fitness creators
Arnold Schwarzenegger|fitness-health,celebrities|schwarzenegger
Kayla Itsines|fitness-health|ig=kayla_itsines
Joe Wicks|fitness-health|thebodycoach
Chloe Ting|fitness-health|ig=chloe_t
Blogilates|fitness-health|blogilates
Jillian Michaels|fitness-health|ig,tw=jillianmichaels
Jeff Nippard|fitness-health|ig=jeffnippard
Chris Bumstead|fitness-health|ig=cbum
Ronnie Coleman|fitness-health|ig=ronniecoleman8
David Goggins|fitness-health|ig=davidgoggins
Andrew Huberman|fitness-health,science-tech|ig,tw=hubermanlab
Peter Attia|fitness-health|tw=peterattiamd
Rich Froning|fitness-health|ig=richfroning
Pamela Reif|fitness-health|ig=pamela_rf
Whitney Simmons|fitness-health|ig=whitneyysimmons
Yoga With Adriene|fitness-health|ig=yogawithadriene
Shaun T|fitness-health|tw=shaunt
Simeon Panda|fitness-health|ig=simeonpanda
Bradley Martyn|fitness-health|ig=bradleymartyn
Eddie Hall|fitness-health|ig=eddiehallwsm
Hafþór Björnsson|fitness-health|ig=thorbjornsson
`;
